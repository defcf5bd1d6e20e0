import type { CodeSearchQuery } from '../model/code-search.ts'
import type { SearchProgress, SearchRequest, SearchResult } from '../worker/protocol.ts'
import { repositoryKeys } from './keys.ts'
import { useWorkerTask } from './use-worker-task.ts'
import { WorkerTasks } from './worker-tasks.ts'

const searchWorker = new WorkerTasks<SearchRequest, SearchProgress, SearchResult>(
  () =>
    new Worker(new URL('../worker/code-search-worker.ts', import.meta.url), {
      type: 'module',
      name: 'code-search',
    }),
)

/**
 * A code search at a commit, run in the search worker through the page's provider session (a
 * provider that fails or lies is set aside and the search runs again on another). `query` null:
 * nothing to search yet.
 */
export function useCodeSearch(
  repositoryId: string,
  commitSha: string,
  query: CodeSearchQuery | null,
) {
  const { task, progress } = useWorkerTask(
    searchWorker,
    repositoryKeys.codeSearch(repositoryId, commitSha, query),
    query && (apiUrl => ({ apiUrl, repositoryId, commitSha, query })),
  )
  return { search: task, progress }
}
