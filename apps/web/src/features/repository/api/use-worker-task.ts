import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { TaskSource } from '../worker/protocol.ts'
import { useStorageSession } from './storage-provider.ts'
import type { WorkerTasks } from './worker-tasks.ts'

/**
 * A task of a repository worker as a query: run through the page's provider session (a provider
 * that fails or lies is set aside and the task runs again on another), with the worker's progress
 * beside it. The page keeps the worker while it is shown; the result of a commit never changes,
 * and a task that failed on every provider is not tried again on its own. `requestAt` gives the
 * task for a provider's address; null: no task yet.
 */
export function useWorkerTask<Request extends TaskSource, Progress, Result>(
  worker: WorkerTasks<Request, Progress, Result>,
  queryKey: QueryKey,
  requestAt: ((apiUrl: string) => Request) | null,
) {
  const session = useStorageSession()
  const [progress, setProgress] = useState<Progress | null>(null)
  useEffect(() => worker.use(), [worker])
  const task = useQuery({
    queryKey,
    queryFn: requestAt
      ? () => session.run(provider => worker.run(requestAt(provider.apiUrl), setProgress))
      : skipToken,
    staleTime: Infinity,
    retry: false,
  })
  return { task, progress }
}
