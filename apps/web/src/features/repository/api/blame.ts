import type { BlameProgress, BlameRequest, BlameResult } from '../worker/protocol.ts'
import { repositoryKeys } from './keys.ts'
import { useWorkerTask } from './use-worker-task.ts'
import { WorkerTasks } from './worker-tasks.ts'

const blameWorker = new WorkerTasks<BlameRequest, BlameProgress, BlameResult>(
  () =>
    new Worker(new URL('../worker/blame-worker.ts', import.meta.url), {
      type: 'module',
      name: 'blame',
    }),
)

/** The blame of a file at a commit, computed in the blame worker from verified history. */
export function useBlame(repositoryId: string, commitSha: string, path: string) {
  const { task, progress } = useWorkerTask(
    blameWorker,
    repositoryKeys.blame(repositoryId, commitSha, path),
    apiUrl => ({ apiUrl, repositoryId, commitSha, path }),
  )
  return { blame: task, progress }
}
