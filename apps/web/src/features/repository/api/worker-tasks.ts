import { HttpError, NetworkError } from '@gitopia-client/chain'
import { ContentMismatchError } from '@gitopia-client/chain/storage'
import type { FromWorker, TaskError, TaskSource, ToWorker } from '../worker/protocol.ts'

/** A worker error as the class the provider session knows (a lying provider is set aside). */
function asError(error: TaskError, apiUrl: string): Error {
  switch (error.kind) {
    case 'mismatch':
      return new ContentMismatchError(error.message)
    case 'unreachable':
      return new NetworkError(apiUrl, 'unreachable')
    case 'not-found':
      return new HttpError(apiUrl, 404, undefined)
    default:
      return new Error(error.message)
  }
}

interface Pending<Progress, Result> {
  readonly resolve: (result: Result) => void
  readonly reject: (error: Error) => void
  readonly progress: (progress: Progress) => void
  readonly apiUrl: string
}

/**
 * The page's side of a repository worker (code search, blame): tasks by id, their progress and
 * their outcome. The worker starts with the first task and stays while a page uses it (`use`), so
 * what it keeps (a ref's text) serves the page's next tasks; it ends once no page uses it and its
 * last task is done.
 */
export class WorkerTasks<Request extends TaskSource, Progress, Result> {
  readonly #create: () => Worker
  #worker: Worker | null = null
  #nextId = 1
  readonly #pending = new Map<number, Pending<Progress, Result>>()
  #users = 0

  constructor(create: () => Worker) {
    this.#create = create
  }

  #started(): Worker {
    if (this.#worker) return this.#worker
    const worker = this.#create()
    worker.onmessage = ({ data }: MessageEvent<FromWorker<Progress, Result>>) => {
      const pending = this.#pending.get(data.id)
      if (!pending) return
      if (data.type === 'progress') return pending.progress(data.progress)
      this.#pending.delete(data.id)
      if (data.type === 'done') pending.resolve(data.result)
      else pending.reject(asError(data.error, pending.apiUrl))
      this.#endIfUnused()
    }
    worker.onerror = () => this.#failAll(new Error('The worker stopped unexpectedly.'))
    this.#worker = worker
    return worker
  }

  #failAll(error: Error) {
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
    this.#worker?.terminate()
    this.#worker = null
  }

  run(request: Request, progress: (progress: Progress) => void): Promise<Result> {
    const id = this.#nextId++
    return new Promise<Result>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, progress, apiUrl: request.apiUrl })
      const message: ToWorker<Request> = { id, request }
      this.#started().postMessage(message)
    })
  }

  /** A page uses the worker until the function returned is called. */
  use(): () => void {
    this.#users++
    return () => {
      this.#users--
      this.#endIfUnused()
    }
  }

  #endIfUnused() {
    if (this.#users > 0 || this.#pending.size > 0) return
    this.#worker?.terminate()
    this.#worker = null
  }
}
