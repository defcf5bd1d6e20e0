import { HttpError, NetworkError } from '@gitopia-client/chain'
import { ContentMismatchError } from '@gitopia-client/chain/storage'
import type { FromWorker, TaskError, ToWorker } from './protocol.ts'

/** The worker's global scope, typed with the app's DOM lib (the webworker lib clashes with it). */
interface WorkerScope<Request, Progress, Result> {
  postMessage(message: FromWorker<Progress, Result>): void
  onmessage: ((event: MessageEvent<ToWorker<Request>>) => void) | null
}

function taskError(error: unknown): TaskError {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof ContentMismatchError) return { kind: 'mismatch', message }
  if (error instanceof NetworkError) return { kind: 'unreachable', message }
  if (error instanceof HttpError)
    return {
      kind: error.status === 404 ? 'not-found' : error.status >= 500 ? 'unreachable' : 'other',
      message,
    }
  return { kind: 'other', message }
}

/** Runs each task the page sends with `run`, posting its progress and its result or error. */
export function serveTasks<Request, Progress, Result>(
  run: (request: Request, progress: (progress: Progress) => void) => Promise<Result>,
): void {
  const scope = globalThis as unknown as WorkerScope<Request, Progress, Result>
  scope.onmessage = ({ data: { id, request } }) => {
    run(request, progress => scope.postMessage({ id, type: 'progress', progress })).then(
      result => scope.postMessage({ id, type: 'done', result }),
      (error: unknown) => scope.postMessage({ id, type: 'error', error: taskError(error) }),
    )
  }
}
