import { broadcastTxSync, findTx, type CometCall, type TxEvent } from './comet.ts'
import { TxFailedError } from './errors.ts'
import { msgResponsesOf } from './queries.ts'

export type { TxEvent } from './comet.ts'

/** How long to look for a broadcast tx in blocks before giving up. */
const INCLUSION_TIMEOUT_MS = 60_000

/** A tx in a block, whatever its code. */
export interface IncludedTxResult {
  readonly hash: string
  readonly height: number
  readonly code: number
  readonly rawLog: string
  readonly gasUsed: bigint
  readonly gasWanted: bigint
  readonly msgResponses: readonly { readonly typeUrl: string; readonly value: Uint8Array }[]
  readonly events: readonly TxEvent[]
}

/** The tx was accepted into the mempool but is not in a block yet. */
export class TxTimeoutError extends Error {
  constructor(readonly txId: string) {
    super(
      `Transaction with ID ${txId} was submitted but was not yet found on the chain. You might want to check later. There was a wait of ${INCLUSION_TIMEOUT_MS / 1000} seconds.`,
    )
    this.name = 'TimeoutError'
  }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/**
 * The first looks for a broadcast tx come sooner than the steady interval: on a chain with short
 * blocks the tx is often in the very next one, and two extra small reads cost less than the wait.
 */
const EARLY_LOOKS_MS = [150, 300] as const

/**
 * Sends the signed bytes (`broadcast_tx_sync`); a CheckTx refusal throws TxFailedError with its
 * code, codespace and log. Then looks for the tx by hash (after 150 ms, 300 ms, then every
 * `pollIntervalMs`) until it is in a block, for at most a minute.
 */
export async function broadcastAndWait(
  call: CometCall,
  txBytes: Uint8Array,
  pollIntervalMs: number,
): Promise<IncludedTxResult> {
  const deadline = Date.now() + INCLUSION_TIMEOUT_MS
  const checked = await broadcastTxSync(call, txBytes)
  if (checked.code !== 0) throw new TxFailedError(checked.code, checked.codespace, checked.log)
  for (let look = 0; ; look++) {
    if (Date.now() >= deadline) throw new TxTimeoutError(checked.hash)
    await sleep(Math.min(pollIntervalMs, EARLY_LOOKS_MS[look] ?? pollIntervalMs))
    const tx = await findTx(call, checked.hash)
    if (tx)
      return {
        hash: checked.hash,
        height: tx.height,
        code: tx.code,
        rawLog: tx.log,
        gasUsed: tx.gasUsed,
        gasWanted: tx.gasWanted,
        msgResponses: msgResponsesOf(tx.data),
        events: tx.events,
      }
  }
}
