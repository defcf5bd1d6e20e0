import { createHash } from 'node:crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { ChainApp, TxResult } from './app.ts'
import type { BlockLog, LoggedBlock, SystemOp } from './block-log.ts'
import { txHash } from './tx.ts'

export interface CommittedTx {
  readonly hash: string
  readonly height: bigint
  readonly index: number
  readonly bytes: Uint8Array
  readonly result: TxResult
}

export interface Block {
  readonly height: bigint
  readonly time: Date
  readonly hash: string
  readonly appHash: string
  readonly lastBlockHash: string
  readonly txs: readonly Uint8Array[]
  readonly results: readonly TxResult[]
}

interface Waiter {
  resolve(tx: CommittedTx): void
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex').toUpperCase()
}

/**
 * Mempool, block production and the tx index around the state machine. Blocks with txs are
 * appended to the block log (fsynced) before their txs count as committed; on start the log is
 * replayed through the same delivery path.
 */
export class ChainNode {
  readonly #blocks = new Map<bigint, Block>()
  readonly #txs = new Map<string, CommittedTx>()
  readonly #mempool: { hash: string; bytes: Uint8Array }[] = []
  readonly #waiters = new Map<string, Waiter[]>()
  readonly #listeners: ((block: Block) => void)[] = []
  readonly #systemOps = new Map<string, (args: unknown, time: Date) => void>()
  #latest: Block
  #timer: NodeJS.Timeout | undefined
  /** How far the chain's clock runs ahead of the wall clock (see `advanceClock`). */
  #clockAheadMs = 0

  constructor(
    readonly chainId: string,
    private readonly app: ChainApp,
    private readonly log: BlockLog,
    genesisTime: Date,
  ) {
    this.#latest = this.#makeBlock(0n, genesisTime, [], [])
  }

  get latest(): Block {
    return this.#latest
  }

  get committedTxs(): ReadonlyMap<string, CommittedTx> {
    return this.#txs
  }

  /** The mempool's txs in the order they will be included (`unconfirmed_txs`). */
  get pendingTxs(): readonly Uint8Array[] {
    return this.#mempool.map(tx => tx.bytes)
  }

  block(height: bigint): Block | undefined {
    return this.#blocks.get(height)
  }

  tx(hash: string): CommittedTx | undefined {
    return this.#txs.get(hash.toUpperCase())
  }

  /** Rebuilds state and indexes from the log. */
  replay(): void {
    for (const logged of this.log.blocks) {
      this.#deliverBlock(
        BigInt(logged.height),
        new Date(logged.time),
        logged.txs.map(tx => fromBase64(tx)),
        undefined,
        logged.system ?? [],
      )
    }
  }

  /** Names a system operation blocks may carry; register before `replay`. */
  registerSystemOp(name: string, apply: (args: unknown, time: Date) => void): void {
    this.#systemOps.set(name, apply)
  }

  /** A block that runs system operations (and no txs), persisted so a restart replays it. */
  produceSystemBlock(ops: readonly SystemOp[]): Block {
    const time = new Date(Math.max(this.#now().getTime(), this.#latest.time.getTime() + 1))
    const block = this.#deliverBlock(
      this.#latest.height + 1n,
      time,
      [],
      logged => this.log.append(logged),
      ops,
    )
    this.app.resetCheckState()
    return block
  }

  /**
   * Moves the chain's clock `seconds` ahead and commits a block at the new time, so a test can end
   * a voting period or pass an expiry without waiting for it. Block times stay monotonic; a
   * restart (which replays the log) resumes from the latest block's time.
   */
  advanceClock(seconds: number): Block {
    this.#clockAheadMs += seconds * 1000
    return this.produceBlock()
  }

  #now(): Date {
    return new Date(Date.now() + this.#clockAheadMs)
  }

  /** Called after each new block is committed (not for replayed ones). */
  onCommit(listener: (block: Block) => void): void {
    this.#listeners.push(listener)
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => this.produceBlock(), intervalMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
    // Empty blocks were written without an fsync; a clean stop makes them durable too.
    this.log.flush()
  }

  /** Whether a tx is pending in the mempool or committed (what CometBFT's mempool cache holds). */
  knows(hash: string): boolean {
    return this.#txs.has(hash) || this.#mempool.some(tx => tx.hash === hash)
  }

  /** CheckTx; a passing tx enters the mempool. */
  broadcast(bytes: Uint8Array): { hash: string; check: TxResult } {
    const hash = txHash(bytes)
    const check = this.app.checkTx(bytes, { height: this.#latest.height + 1n, time: this.#now() })
    if (check.code === 0 && !this.#txs.has(hash) && !this.#mempool.some(tx => tx.hash === hash)) {
      this.#mempool.push({ hash, bytes })
    }
    return { hash, check }
  }

  /** Resolves once the tx is in a committed block. */
  waitForTx(hash: string, timeoutMs = 30_000): Promise<CommittedTx | undefined> {
    const committed = this.#txs.get(hash)
    if (committed) return Promise.resolve(committed)
    return new Promise(resolve => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs)
      const waiters = this.#waiters.get(hash) ?? []
      waiters.push({
        resolve: tx => {
          clearTimeout(timer)
          resolve(tx)
        },
      })
      this.#waiters.set(hash, waiters)
    })
  }

  produceBlock(): Block {
    const txs = this.#mempool.splice(0, this.#mempool.length)
    const now = this.#now()
    const time = now > this.#latest.time ? now : new Date(this.#latest.time.getTime() + 1)
    const height = this.#latest.height + 1n
    const block = this.#deliverBlock(
      height,
      time,
      txs.map(tx => tx.bytes),
      logged => this.log.append(logged, { sync: logged.txs.length > 0 }),
    )
    this.app.resetCheckState()
    for (const bytes of block.txs) {
      const committed = this.#txs.get(txHash(bytes))
      if (!committed) continue
      for (const waiter of this.#waiters.get(committed.hash) ?? []) waiter.resolve(committed)
      this.#waiters.delete(committed.hash)
    }
    for (const listener of this.#listeners) {
      try {
        listener(block)
      } catch (error) {
        console.error('devnet: block listener failed:', error)
      }
    }
    return block
  }

  #deliverBlock(
    height: bigint,
    time: Date,
    txs: readonly Uint8Array[],
    persist?: (block: LoggedBlock) => void,
    system: readonly SystemOp[] = [],
  ): Block {
    for (const { op, args } of system) {
      const apply = this.#systemOps.get(op)
      if (!apply) throw new Error(`block ${height}: unknown system operation ${op}`)
      apply(args, time)
    }
    const results = txs.map(bytes => this.app.deliverTx(bytes, { height, time }))
    this.app.endBlock({ height, time })
    // Every block is logged before anyone can observe it, so a restart (even after kill -9)
    // never reports a lower height and every height stays answerable; only blocks with txs or
    // system operations wait for an fsync (block-log.ts).
    persist?.({
      height: height.toString(),
      time: time.toISOString(),
      txs: txs.map(tx => toBase64(tx)),
      ...(system.length > 0 ? { system } : {}),
    })
    const block = this.#makeBlock(height, time, txs, results)
    this.#blocks.set(height, block)
    txs.forEach((bytes, index) => {
      const hash = txHash(bytes)
      this.#txs.set(hash, { hash, height, index, bytes, result: results[index] as TxResult })
    })
    this.#latest = block
    return block
  }

  #makeBlock(
    height: bigint,
    time: Date,
    txs: readonly Uint8Array[],
    results: readonly TxResult[],
  ): Block {
    const txHashes = txs.map(txHash).join(',')
    const hash = sha256Hex(`${this.chainId}/${height}/${time.toISOString()}/${txHashes}`)
    const appHash = sha256Hex(
      `app/${height}/${results.map(r => `${r.code}:${r.gasUsed}`).join(',')}`,
    )
    return { height, time, hash, appHash, lastBlockHash: this.#latest?.hash ?? '', txs, results }
  }
}
