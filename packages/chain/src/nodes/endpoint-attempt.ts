import { EndpointFailure } from './hedge.ts'
import type { NodeSend } from './probe.ts'

/** 5xx statuses that mean the node (or its proxy) is unwell; 500/501 are the gateway's answers. */
const isUnwellStatus = (status: number) => status >= 502

/**
 * One attempt of a request at one endpoint (`path` appended to it), for `hedged`: a network error
 * or an unwell status is that endpoint's failure; the caller's own abort is passed through.
 */
export function endpointAttempt(send: NodeSend, path: string, init: RequestInit) {
  const outer = init.signal ?? undefined
  return async (base: string, signal: AbortSignal): Promise<Response> => {
    const url = `${base.replace(/\/+$/, '')}${path}`
    let response: Response
    try {
      response = await send(url, {
        ...init,
        signal: outer ? AbortSignal.any([outer, signal]) : signal,
      })
    } catch (error) {
      if (outer?.aborted) throw error
      throw new EndpointFailure(base, 'could not be reached')
    }
    if (isUnwellStatus(response.status))
      throw new EndpointFailure(base, `answered ${response.status}`)
    return response
  }
}
