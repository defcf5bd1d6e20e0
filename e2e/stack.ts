import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** One node front-end of the devnet ("Devnet node N", fault target `node-N`). */
export interface StackNode {
  readonly name: string
  readonly rest: string
  readonly rpc: string
}

export interface StackEndpoints {
  readonly app: string
  /** Node 1's REST and RPC (every node serves the same chain). */
  readonly rest: string
  readonly rpc: string
  /** All node front-ends, in the order of the runtime config's providers. */
  readonly nodes: readonly StackNode[]
  /** Storage provider base URLs, in on-chain order (the first is the one clients pick first). */
  readonly providers: readonly string[]
  /** Fault control of the devnet (README "Fault controls"): GET state, POST {target, latencyMs?, errorRate?, down?}. */
  readonly control: string
  /** The IBC counterparty chains (Osmosis- and Cosmos-Hub-like), README "IBC". */
  readonly counterparties: readonly StackCounterparty[]
}

/** A counterparty chain of the devnet: its chain id, prefix, fee denom, REST and RPC. */
export interface StackCounterparty {
  readonly chainId: string
  readonly prefix: string
  readonly denom: string
  readonly rest: string
  readonly rpc: string
}

export interface RunningStack extends StackEndpoints {
  readonly home: string
  stop(): Promise<void>
}

const repoRoot = resolve(import.meta.dirname, '..')

/** The chain governance voting period of the e2e devnet, in seconds. */
export const GOV_VOTING_PERIOD_S = 300

/**
 * Starts devnet + app server (scripts/stack.ts) on free ports with a fresh data directory; the
 * benchmark asks for the `scale` world (the demo world plus large data).
 */
export async function startStack(seed: 'demo' | 'scale' = 'demo'): Promise<RunningStack> {
  const home = await mkdtemp(join(tmpdir(), 'gitopia-e2e-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/stack.ts',
      '--home',
      home,
      '--port',
      '0',
      '--rest-port',
      '0',
      '--rpc-port',
      '0',
      '--block-time-ms',
      '200',
      '--provider-port',
      '0',
      '--seed',
      seed,
      // The app built with its test hooks (the emulated Ledger); `npm run build` makes both.
      // `STACK_DIST` serves another build (a copy of one from another commit, to compare two).
      '--dist',
      process.env.STACK_DIST ?? 'apps/web/dist-e2e',
      // A round of storage challenges every 2 s.
      '--challenge-interval',
      '10',
      // Long enough that no loaded machine ends a vote before a test has cast it; tests end it at
      // once with the clock control (support/clock.ts).
      '--gov-voting-period',
      String(GOV_VOTING_PERIOD_S),
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, INIT_CWD: repoRoot },
    },
  )
  const endpoints = await new Promise<StackEndpoints>((done, fail) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`stack did not start:\n${output}`)), 300_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /STACK_READY (\{.*\})/.exec(output)
      if (line?.[1]) {
        clearTimeout(timer)
        done(JSON.parse(line[1]) as StackEndpoints)
      }
    })
    child.once('exit', code => {
      clearTimeout(timer)
      fail(new Error(`stack exited with ${code}:\n${output}`))
    })
  })
  return {
    ...endpoints,
    home,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise(done => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      await rm(home, { recursive: true, force: true })
    },
  }
}
