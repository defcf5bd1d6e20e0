import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { BlameProgress, BlameRequest, BlameResult } from '../worker/protocol.ts'
import { repositoryKeys } from './keys.ts'
import { useStorageSession } from './storage-provider.ts'
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
  const session = useStorageSession()
  const [progress, setProgress] = useState<BlameProgress | null>(null)
  useEffect(() => blameWorker.use(), [])
  const blame = useQuery({
    queryKey: repositoryKeys.blame(repositoryId, commitSha, path),
    queryFn: () =>
      session.run(provider =>
        blameWorker.run({ apiUrl: provider.apiUrl, repositoryId, commitSha, path }, setProgress),
      ),
    staleTime: Infinity,
    retry: false,
  })
  return { blame, progress }
}
