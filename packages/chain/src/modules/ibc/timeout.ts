import { IBC_TIMEOUT_BLOCKS } from '../../constants.ts'

/** A height on an IBC chain: the revision (from the chain id) and the block height in it. */
export interface IbcHeight {
  readonly revisionNumber: bigint
  readonly revisionHeight: bigint
}

export interface PacketTimeout {
  /** The destination chain's height + 150, in the destination's revision. */
  readonly timeoutHeight: IbcHeight
  /** A second bound in Unix nanoseconds (now + 15 minutes by default). */
  readonly timeoutTimestamp: bigint
}

/** How long a packet may take in wall-clock time before it can be timed out (second bound). */
export const IBC_TIMEOUT_WINDOW_MS = 15 * 60 * 1000

/**
 * The IBC revision number of a chain id: the number after the id's last dash
 * (`osmosis-devnet-1` → 1, `gitopia-janus-testnet-2` → 2), 0 for ids without one (`gitopia`).
 */
export function revisionNumberOf(chainId: string): bigint {
  const match = /(.+)-(\d+)$/.exec(chainId)
  return match?.[2] === undefined ? 0n : BigInt(match[2])
}

/** The timeout disagrees with what the source chain's light client says about the destination. */
export class TimeoutCheckError extends Error {
  override readonly name = 'TimeoutCheckError'
}

export interface TimeoutInput {
  /** The chain the packet goes to (Osmosis for a withdrawal, Gitopia for a deposit). */
  readonly destinationChainId: string
  /** The destination chain's latest height, read from the destination itself. */
  readonly destinationHeight: bigint
  /** The current time in ms (Date.now()). */
  readonly nowMs: number
  /** Blocks after the destination's height (default 150). */
  readonly blocks?: number
  readonly windowMs?: number
  /**
   * The destination's latest height as the source chain's client state has it (`client_state`):
   * when given, its revision must match the one from the chain id, and the destination must not
   * be behind it, or nothing is signed.
   */
  readonly clientLatestHeight?: IbcHeight
}

/**
 * The timeout of a transfer: the DESTINATION's latest height + 150 with the DESTINATION chain id's
 * revision (a deposit into Gitopia uses Gitopia's, a withdrawal Osmosis's), plus a timestamp.
 */
export function computeTimeout(input: TimeoutInput): PacketTimeout {
  if (input.destinationHeight <= 0n) {
    throw new TimeoutCheckError('The destination chain reported no height; try again')
  }
  const revisionNumber = revisionNumberOf(input.destinationChainId)
  const client = input.clientLatestHeight
  if (client) {
    if (client.revisionNumber !== revisionNumber) {
      throw new TimeoutCheckError(
        `The source chain's client of ${input.destinationChainId} is at revision ${client.revisionNumber}, not ${revisionNumber}; nothing was signed`,
      )
    }
    if (client.revisionHeight > input.destinationHeight) {
      throw new TimeoutCheckError(
        `The node of ${input.destinationChainId} is behind the chain (height ${input.destinationHeight} < ${client.revisionHeight}); try another node`,
      )
    }
  }
  const blocks = BigInt(input.blocks ?? IBC_TIMEOUT_BLOCKS)
  const windowMs = BigInt(input.windowMs ?? IBC_TIMEOUT_WINDOW_MS)
  return {
    timeoutHeight: { revisionNumber, revisionHeight: input.destinationHeight + blocks },
    timeoutTimestamp: (BigInt(Math.trunc(input.nowMs)) + windowMs) * 1_000_000n,
  }
}

/**
 * Whether a packet with this timeout can no longer be received, seen from the destination's
 * latest block (height and time). A zero field is no bound, as in ibc-go.
 */
export function isTimeoutPassed(
  timeout: PacketTimeout,
  destination: { readonly height: IbcHeight; readonly timeMs: number },
): boolean {
  const { timeoutHeight, timeoutTimestamp } = timeout
  const heightSet = timeoutHeight.revisionHeight > 0n || timeoutHeight.revisionNumber > 0n
  const byHeight =
    heightSet &&
    (destination.height.revisionNumber > timeoutHeight.revisionNumber ||
      (destination.height.revisionNumber === timeoutHeight.revisionNumber &&
        destination.height.revisionHeight >= timeoutHeight.revisionHeight))
  const byTime =
    timeoutTimestamp > 0n && BigInt(Math.trunc(destination.timeMs)) * 1_000_000n >= timeoutTimestamp
  return byHeight || byTime
}
