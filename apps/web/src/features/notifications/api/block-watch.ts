import * as z from 'zod/mini'

/** How often the inbox asks for the newest block when no socket tells it (about a block). */
export const POLL_MS = 6_000

const headerEvent = z.object({
  result: z.object({
    data: z.object({
      value: z.object({ header: z.object({ height: z.string().check(z.regex(/^\d+$/)) }) }),
    }),
  }),
})

/** `http(s)://node:26657` → `ws(s)://node:26657/websocket`; null when it is no http(s) URL. */
export function websocketUrl(rpc: string): string | null {
  try {
    const url = new URL(rpc)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    url.pathname = `${url.pathname.replace(/\/$/, '')}/websocket`
    return url.toString()
  } catch {
    return null
  }
}

/**
 * Calls `onBlock` with each new block's height, from the node's CometBFT websocket
 * (`tm.event='NewBlockHeader'`), or with null every {@link POLL_MS} when there is no socket or it
 * closes (the caller then reads the height itself). Returns the stop function.
 */
export function watchBlocks(
  socketUrl: string | null,
  onBlock: (height: number | null) => void,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  let socket: WebSocket | null = null
  let stopped = false
  const poll = () => {
    if (stopped || timer !== undefined) return
    timer = setInterval(() => onBlock(null), POLL_MS)
  }
  if (socketUrl === null || typeof WebSocket === 'undefined') poll()
  else {
    socket = new WebSocket(socketUrl)
    socket.addEventListener('open', () =>
      socket?.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'subscribe',
          params: { query: "tm.event='NewBlockHeader'" },
        }),
      ),
    )
    socket.addEventListener('message', message => {
      try {
        const parsed = headerEvent.safeParse(JSON.parse(String(message.data)))
        if (parsed.success) onBlock(Number(parsed.data.result.data.value.header.height))
      } catch {
        // Not JSON: ignored, as any message that is no block header.
      }
    })
    socket.addEventListener('close', poll)
  }
  return () => {
    stopped = true
    clearInterval(timer)
    socket?.close()
  }
}
