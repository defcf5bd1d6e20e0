import { createHash } from 'node:crypto'

export interface BlockHeader {
  readonly height: bigint
  /** Block time with the nanosecond part CometBFT prints. */
  readonly time: Date
  readonly hash: string
  readonly appHash: string
}

/**
 * Produces blocks on an interval. In this skeleton a block carries no transactions; the next
 * stage adds the mempool, delivery and the on-disk block log.
 */
export class BlockProducer {
  #latest: BlockHeader
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly chainId: string,
    genesisTime: Date,
  ) {
    this.#latest = this.#header(0n, genesisTime)
  }

  get latest(): BlockHeader {
    return this.#latest
  }

  start(intervalMs: number): void {
    this.produce()
    this.#timer = setInterval(() => this.produce(), intervalMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  produce(): BlockHeader {
    const now = new Date()
    const time = now > this.#latest.time ? now : new Date(this.#latest.time.getTime() + 1)
    this.#latest = this.#header(this.#latest.height + 1n, time)
    return this.#latest
  }

  #header(height: bigint, time: Date): BlockHeader {
    const hash = createHash('sha256')
      .update(`${this.chainId}/${height}/${time.toISOString()}`)
      .digest('hex')
      .toUpperCase()
    return { height, time, hash, appHash: hash.slice(0, 64) }
  }
}
