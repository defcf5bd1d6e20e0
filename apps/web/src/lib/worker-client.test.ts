import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWorkerClient, type Asking, type WorkerReply } from './worker-client.ts'

type Echo = { readonly text: string }

type Behaviour = 'answers' | 'hangs' | 'silent' | 'breaks' | 'fails to load'

/**
 * Stand-ins for an echoing worker, doing to each text what `behaviour` says: it answers, begins it
 * and never finishes (`hangs`), never begins it (`silent`), begins it and breaks (`breaks`), or
 * breaks before beginning it (`fails to load`). One stuck on a text, or ended, says no more.
 */
function fakeWorkers(behaviour: (text: string) => Behaviour) {
  const made: Array<{ asked: string[]; ended: boolean }> = []
  class FakeWorker {
    onmessage: ((event: MessageEvent<WorkerReply<string>>) => void) | null = null
    onerror: (() => void) | null = null
    readonly state = { asked: [] as string[], ended: false }
    /** Stuck on a text: like a real worker, it does nothing more. */
    private hung = false
    constructor() {
      made.push(this.state)
    }
    postMessage({ id, text }: Asking<Echo>) {
      this.state.asked.push(text)
      const reply = (data: WorkerReply<string>) =>
        this.onmessage?.({ data } as MessageEvent<WorkerReply<string>>)
      const does = behaviour(text)
      setTimeout(() => {
        if (this.state.ended || this.hung || does === 'silent') return
        if (does !== 'fails to load') reply({ type: 'started', id })
        this.hung = does === 'hangs'
        if (does === 'answers') reply({ type: 'done', id, answer: `worker: ${text}` })
        if (does === 'breaks' || does === 'fails to load') this.onerror?.()
      })
    }
    terminate() {
      this.state.ended = true
    }
  }
  vi.stubGlobal('Worker', FakeWorker)
  return made
}

function echoClient() {
  const loaded = vi.fn(() => Promise.resolve({ echo: (text: string) => `page: ${text}` }))
  const client = createWorkerClient({
    start: () => new Worker('echo.js'),
    loadOnPage: loaded,
    answerOnPage: (onPage, { text }: Echo) => onPage.echo(text),
    beginMs: 1000,
    runMs: 100,
  })
  return { client, loaded }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a worker client', () => {
  it('starts one worker on first use and answers each request from it', async () => {
    const made = fakeWorkers(() => 'answers')
    const { client, loaded } = echoClient()
    expect(made).toHaveLength(0)
    const answers = await Promise.all([client.ask({ text: 'a' }), client.ask({ text: 'b' })])
    expect(answers).toEqual(['worker: a', 'worker: b'])
    expect(made).toEqual([{ asked: ['a', 'b'], ended: false }])
    expect(loaded).not.toHaveBeenCalled()
  })

  it('answers on the page where workers are unavailable, loading that code once', async () => {
    const { client, loaded } = echoClient()
    expect(client.worker()).toBeNull()
    expect(await client.ask({ text: 'a' })).toBe('page: a')
    expect(await client.ask({ text: 'b' })).toBe('page: b')
    expect(loaded).toHaveBeenCalledTimes(1)
  })

  it('answers null when the on-page code fails to load, and loads it again next time', async () => {
    const { client, loaded } = echoClient()
    loaded.mockRejectedValueOnce(new Error('chunk failed'))
    expect(await client.ask({ text: 'a' })).toBeNull()
    expect(await client.ask({ text: 'b' })).toBe('page: b')
    expect(loaded).toHaveBeenCalledTimes(2)
  })

  it('answers null for a request the worker takes too long over, and gives the rest a new worker', async () => {
    vi.useFakeTimers()
    const made = fakeWorkers(text => (text === 'hostile' ? 'hangs' : 'answers'))
    const { client } = echoClient()
    const hostile = client.ask({ text: 'hostile' })
    const behind = client.ask({ text: 'next' })
    // Begun at once: the running time (100 ms) applies, not the beginning's (1 s).
    await vi.advanceTimersByTimeAsync(99)
    expect(made[0]?.ended).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(await hostile).toBeNull()
    expect(made[0]?.ended).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(await behind).toBe('worker: next')
    expect(made[1]?.asked).toEqual(['next'])
  })

  it('waits for a worker to begin as long as its code may take to load, then answers null', async () => {
    vi.useFakeTimers()
    const made = fakeWorkers(() => 'silent')
    const { client } = echoClient()
    const answers = Promise.all([client.ask({ text: 'a' }), client.ask({ text: 'b' })])
    await vi.advanceTimersByTimeAsync(999)
    expect(made[0]?.ended).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await answers).toEqual([null, null])
    expect(made[0]?.ended).toBe(true)
    expect(made).toHaveLength(1)
  })

  it('answers on the page what a broken worker owed, but not the request it broke on', async () => {
    const made = fakeWorkers(text => (text === 'poison' ? 'breaks' : 'answers'))
    const { client } = echoClient()
    const answers = ['first', 'poison', 'queued'].map(text => client.ask({ text }))
    expect(await Promise.all(answers)).toEqual(['worker: first', null, 'page: queued'])
    expect(made[0]?.ended).toBe(true)
    expect(client.worker()).toBeNull()
    expect(await client.ask({ text: 'after' })).toBe('page: after')
    expect(made).toHaveLength(1)
  })

  it('answers everything on the page when the worker fails to load', async () => {
    fakeWorkers(() => 'fails to load')
    const { client } = echoClient()
    const answers = ['a', 'b'].map(text => client.ask({ text }))
    expect(await Promise.all(answers)).toEqual(['page: a', 'page: b'])
  })
})
