/*
 * The page's side of a worker that answers requests (lexing a document, highlighting code), so
 * that a slow or hostile input costs the page nothing: the worker starts on first use, and what
 * it does not answer in time, or breaks on, resolves as null (the caller shows its text plain).
 * Where workers are unavailable, or the worker breaks, an on-page implementation answers.
 */

/** A request as the worker receives it: the caller's fields and the id its replies name. */
export type Asking<Request> = Request & { readonly id: number }

/** What the worker posts about a request. */
export type WorkerReply<Answer> =
  /** It has begun the request (its code and what the request needs are in): it runs from now. */
  | { readonly type: 'started'; readonly id: number }
  /** The answer; null when the worker gave up on the request. */
  | { readonly type: 'done'; readonly id: number; readonly answer: Answer | null }

export interface WorkerClientOptions<Request, Answer, OnPage> {
  /**
   * Starts the worker (`new Worker(new URL('./x.ts', import.meta.url), …)`, written where the
   * bundler finds it); it throws where workers are unavailable.
   */
  readonly start: () => Worker
  /** Loads the on-page implementation (a dynamic import, so pages with workers never fetch it). */
  readonly loadOnPage: () => Promise<OnPage>
  readonly answerOnPage: (onPage: OnPage, request: Request) => Answer | Promise<Answer>
  /** How long the worker may take to begin a request: its code, and what the request needs, loading. */
  readonly beginMs: number
  /** How long it may take over a request once begun. */
  readonly runMs: number
}

export interface WorkerClient<Request, Answer, OnPage> {
  /** The worker, started on the first call; null where the page answers instead. */
  readonly worker: () => Worker | null
  /** The on-page implementation, loaded once (a failed load is tried again on the next call). */
  readonly loadOnPage: () => Promise<OnPage>
  /** The answer to `request`; null when none came in time or the worker broke on it. */
  readonly ask: (request: Request) => Promise<Answer | null>
}

interface Owed<Request, Answer> {
  readonly request: Request
  readonly resolve: (answer: Answer | null) => void
}

export function createWorkerClient<Request extends object, Answer, OnPage>(
  options: WorkerClientOptions<Request, Answer, OnPage>,
): WorkerClient<Request, Answer, OnPage> {
  /** undefined: not started; null: the page answers. */
  let worker: Worker | null | undefined
  let nextId = 0
  /** What the worker owes, oldest first. */
  const owed = new Map<number, Owed<Request, Answer>>()
  /** The request the worker has begun. */
  let busy: number | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined
  let onPage: Promise<OnPage> | undefined

  function loadOnPage(): Promise<OnPage> {
    onPage ??= options.loadOnPage().catch((error: unknown) => {
      onPage = undefined
      throw error
    })
    return onPage
  }

  function started(): Worker | null {
    if (worker === undefined) {
      try {
        worker = options.start()
        worker.onmessage = ({ data }: MessageEvent<WorkerReply<Answer>>) => {
          if (data.type === 'done') {
            owed.get(data.id)?.resolve(data.answer)
            owed.delete(data.id)
          }
          busy = data.type === 'started' ? data.id : undefined
          watch()
        }
        worker.onerror = () => replace(null)
      } catch {
        // No workers here (or none allowed).
        worker = null
      }
    }
    return worker
  }

  /** Times the worker while it owes an answer: beginning a request, then answering it. */
  function watch(): void {
    clearTimeout(watchdog)
    watchdog = owed.size
      ? setTimeout(() => replace(undefined), busy === undefined ? options.beginMs : options.runMs)
      : undefined
  }

  /**
   * Ends the worker. When it broke (`next` null), the page answers what it owed; when it took too
   * long (`next` undefined), a new worker does. Either way the request it was on resolves null:
   * it could break or hold up the next one too. A worker that never began one owes nothing more.
   */
  function replace(next: null | undefined): void {
    worker?.terminate()
    worker = next
    const stuck = busy
    const unanswered = [...owed]
    owed.clear()
    busy = undefined
    watch()
    for (const [id, asked] of unanswered) {
      if (id === stuck || (stuck === undefined && next === undefined)) asked.resolve(null)
      else send(asked)
    }
  }

  function send(asked: Owed<Request, Answer>): void {
    const current = started()
    if (current) {
      const id = nextId++
      owed.set(id, asked)
      current.postMessage({ ...asked.request, id } satisfies Asking<Request>)
      if (watchdog === undefined) watch()
    } else {
      void loadOnPage()
        .then(loaded => options.answerOnPage(loaded, asked.request))
        // The on-page code did not load or gave up: the text stays plain.
        .catch(() => null)
        .then(asked.resolve)
    }
  }

  return {
    worker: started,
    loadOnPage,
    ask: request => new Promise(resolve => send({ request, resolve })),
  }
}
