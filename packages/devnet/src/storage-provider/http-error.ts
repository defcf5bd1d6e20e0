/** An error with the HTTP status the provider answers with; the body is `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A JSON body to send instead of `{ error }` (merge check conflicts). */
    readonly body?: unknown,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)

/** `text` parsed as JSON; text that is not JSON throws `error`, the answer the client gets. */
export function parseJsonOr(text: string, error: HttpError): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw error
  }
}
export const notFound = (message: string) => new HttpError(404, message)
