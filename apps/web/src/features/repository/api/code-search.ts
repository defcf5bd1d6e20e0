import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CodeSearchQuery } from '../model/code-search.ts'
import type { SearchProgress, SearchRequest, SearchResult } from '../worker/protocol.ts'
import { repositoryKeys } from './keys.ts'
import { useStorageSession } from './storage-provider.ts'
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
  const session = useStorageSession()
  const [progress, setProgress] = useState<SearchProgress | null>(null)
  useEffect(() => searchWorker.use(), [])
  const search = useQuery({
    queryKey: repositoryKeys.codeSearch(repositoryId, commitSha, query),
    queryFn: () =>
      session.run(provider =>
        searchWorker.run(
          { apiUrl: provider.apiUrl, repositoryId, commitSha, query: query ?? emptyQuery },
          setProgress,
        ),
      ),
    enabled: query !== null,
    staleTime: Infinity,
    retry: false,
  })
  return { search, progress }
}

const emptyQuery: CodeSearchQuery = { text: '', regex: false, matchCase: false }
