import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FromHighlighter, ToHighlighter } from './highlighter.ts'
import { plainLines } from './tokens.ts'

/** Stand-ins for the highlighter's worker: each begins a text it is asked and never finishes it. */
function stuckWorkers(behaviour: 'begins' | 'silent') {
  const made: Array<{ asked: ToHighlighter[]; ended: boolean }> = []
  class StuckWorker {
    onmessage: ((event: MessageEvent<FromHighlighter>) => void) | null = null
    onerror: (() => void) | null = null
    readonly state = { asked: [] as ToHighlighter[], ended: false }
    constructor() {
      made.push(this.state)
    }
    postMessage(message: ToHighlighter) {
      this.state.asked.push(message)
      if (message.type === 'highlight' && behaviour === 'begins' && this.state.asked.length === 1)
        setTimeout(() =>
          this.onmessage?.({
            data: { type: 'started', id: message.id },
          } as MessageEvent<FromHighlighter>),
        )
    }
    terminate() {
      this.state.ended = true
    }
  }
  vi.stubGlobal('Worker', StuckWorker)
  return made
}

async function freshHighlighter() {
  vi.resetModules()
  return import('./highlighter.ts')
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the highlighter', () => {
  it('shows a text plain when the worker takes too long over it, and gives the next text a new worker', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const made = stuckWorkers('begins')
    const { highlightLines, HIGHLIGHT_WAIT_MS } = await freshHighlighter()
    const hostile = highlightLines('x'.repeat(1000), 'typescript')
    // Asked behind the hostile text: the new worker takes it.
    void highlightLines('const a = 1', 'typescript')
    await vi.advanceTimersByTimeAsync(HIGHLIGHT_WAIT_MS - 100)
    expect(made[0]?.ended).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await hostile).toEqual(plainLines('x'.repeat(1000)))
    expect(made[0]?.ended).toBe(true)
    expect(made[1]?.asked).toEqual([
      { type: 'highlight', id: 2, text: 'const a = 1', language: 'typescript' },
    ])
  })

  it('shows code plain when the worker never begins', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const made = stuckWorkers('silent')
    const { highlightLines, START_WAIT_MS } = await freshHighlighter()
    const lines = highlightLines('const a = 1', 'typescript')
    await vi.advanceTimersByTimeAsync(START_WAIT_MS)
    expect(await lines).toEqual(plainLines('const a = 1'))
    expect(made[0]?.ended).toBe(true)
  })

  it('warms the grammar of the file a page will show in the worker that then highlights it', async () => {
    const made = stuckWorkers('silent')
    const { highlightLines, warmHighlighter } = await freshHighlighter()
    warmHighlighter('rust')
    void highlightLines('fn main() {}', 'rust')
    expect(made).toHaveLength(1)
    expect(made[0]?.asked).toEqual([
      { type: 'warm', language: 'rust' },
      { type: 'highlight', id: 0, text: 'fn main() {}', language: 'rust' },
    ])
  })

  it('highlights a text once when the loader and the view both ask for it', async () => {
    const made = stuckWorkers('silent')
    const { highlightLines } = await freshHighlighter()
    void highlightLines('fn main() {}', 'rust')
    void highlightLines('fn main() {}', 'rust')
    void highlightLines('fn main() {}', 'c')
    expect(made[0]?.asked).toEqual([
      { type: 'highlight', id: 0, text: 'fn main() {}', language: 'rust' },
      { type: 'highlight', id: 1, text: 'fn main() {}', language: 'c' },
    ])
  })
})

describe('the highlighter’s worker', () => {
  it('answers a text with its highlighted lines, saying when it began it', async () => {
    const replies: FromHighlighter[] = []
    vi.stubGlobal('postMessage', (message: FromHighlighter) => replies.push(message))
    vi.resetModules()
    await import('./highlight-worker.ts')
    const receive = globalThis.onmessage as (event: { data: ToHighlighter }) => void
    receive({ data: { type: 'warm', language: 'typescript' } })
    receive({ data: { type: 'highlight', id: 7, text: 'const a = 1', language: 'typescript' } })
    await vi.waitFor(() => expect(replies).toHaveLength(2), { timeout: 10_000 })
    expect(replies[0]).toEqual({ type: 'started', id: 7 })
    const done = replies[1]
    expect(done).toMatchObject({ type: 'done', id: 7 })
    const first = done?.type === 'done' ? done.answer?.[0]?.[0] : undefined
    expect(first).toEqual({ text: 'const', className: 'hljs-keyword' })
    globalThis.onmessage = null
  })
})
