import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import type { WorldSpec } from './world-spec.ts'

/** What the tests ask of the chain worker (chain-worker.ts). */
export type ChainRequest =
  | {
      op: 'send'
      args: [
        urls: { rest: string; rpc: string },
        mnemonic: string,
        msgs: readonly { type: string; value: Record<string, unknown> }[],
      ]
    }
  | { op: 'world'; args: [urls: { rest: string; rpc: string }, spec: WorldSpec] }
  | { op: 'pushToken'; args: [mnemonic: string, repositoryId: string] }

/** As long as one tx (or a world's txs) took before, in a process of its own. */
const REQUEST_TIMEOUT_MS = 60_000

interface Pending {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: Error) => void
}

interface Answer {
  readonly id: number
  readonly ok: boolean
  readonly value?: unknown
  readonly error?: string
}

/** An answer line, or null for anything else a library printed. */
function parseAnswer(line: string): Answer | null {
  try {
    const parsed = JSON.parse(line) as Partial<Answer>
    return typeof parsed.id === 'number' && typeof parsed.ok === 'boolean'
      ? (parsed as Answer)
      : null
  } catch {
    return null
  }
}

let worker: {
  child: ChildProcessByStdio<Writable, Readable, null>
  pending: Map<number, Pending>
} | null = null
let nextId = 1

/** The Playwright worker's chain worker, started on first use and stopped when this process exits. */
function chainWorker() {
  if (worker) return worker
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'chain-worker.ts')],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const pending = new Map<number, Pending>()
  const current = { child, pending }
  worker = current
  createInterface({ input: child.stdout }).on('line', line => {
    const answer = parseAnswer(line)
    const waiting = answer && pending.get(answer.id)
    if (!answer || !waiting) return
    pending.delete(answer.id)
    if (answer.ok) waiting.resolve(answer.value)
    else waiting.reject(new Error(`chain worker: ${answer.error}`))
  })
  child.once('exit', code => {
    if (worker === current) worker = null
    for (const waiting of pending.values())
      waiting.reject(new Error(`chain worker exited with ${code}`))
    pending.clear()
  })
  process.once('exit', () => child.kill())
  return current
}

/** Sends one request to the chain worker and waits for its answer. */
export function askChainWorker<Op extends ChainRequest['op']>(
  op: Op,
  args: Extract<ChainRequest, { op: Op }>['args'],
): Promise<unknown> {
  const { child, pending } = chainWorker()
  const id = nextId++
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id)
      reject(new Error(`chain worker: no answer to ${op} in ${REQUEST_TIMEOUT_MS / 1000} s`))
    }, REQUEST_TIMEOUT_MS)
    pending.set(id, {
      resolve: value => {
        clearTimeout(timer)
        resolvePromise(value)
      },
      reject: error => {
        clearTimeout(timer)
        reject(error)
      },
    })
    child.stdin.write(`${JSON.stringify({ id, op, args })}\n`)
  })
}
