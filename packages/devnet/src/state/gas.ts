/** Gas costs, modelled on the SDK's KVStore gas config so figures look familiar. */
export const GAS_COSTS = {
  readFlat: 1000,
  readPerByte: 3,
  writeFlat: 2000,
  writePerByte: 30,
  deleteFlat: 1000,
  iterNextFlat: 30,
  txSizePerByte: 10,
  signatureVerify: 1000,
  anteFlat: 10_000,
} as const

export class OutOfGasError extends Error {
  constructor(
    readonly location: string,
    readonly limit: bigint,
    readonly used: bigint,
  ) {
    super(`out of gas in location: ${location}; gasWanted: ${limit}, gasUsed: ${used}`)
  }
}

/** Counts gas; throws OutOfGasError past the limit (no limit while simulating). */
export class GasMeter {
  #used = 0n

  constructor(readonly limit: bigint | null) {}

  get used(): bigint {
    return this.#used
  }

  consume(amount: number, location: string): void {
    this.#used += BigInt(amount)
    if (this.limit !== null && this.#used > this.limit) {
      throw new OutOfGasError(location, this.limit, this.#used)
    }
  }
}

/** A meter that never runs out, for genesis, queries and block hooks. */
export const infiniteGas = (): GasMeter => new GasMeter(null)
