import {
  findPacketTx,
  fromBaseUnits,
  isWaitingForRelayer,
  nextTransferStatus,
  observePacket,
  TERMINAL_STATUSES,
  type PacketTxQuery,
  type RpcCall,
  type TransferStatus,
} from '@gitopia-client/chain/ibc'
import { notify } from '@/ui/toast/index.ts'
import {
  loadTransfers,
  updateTransfer,
  type TransferDetails,
  type TransferRecord,
  type TxRef,
} from './transfers.ts'

/** How often an unfinished transfer's packet state is read on both chains. */
export const TRACK_INTERVAL_MS = 2_000

/** Where to read each chain (registry name → REST base), and what to call it. */
export interface TrackerChains {
  readonly gitopiaApi: string
  readonly rest: ReadonlyMap<string, string>
  /** CometBFT RPC of each counterparty (tx_search for the packet's transactions). */
  readonly rpc: ReadonlyMap<string, RpcCall>
  /** Gitopia's CometBFT RPC (through the node pool). */
  readonly gitopiaRpc: RpcCall
  readonly prettyNames: ReadonlyMap<string, string>
  /** Called after a transition (to refresh balances). */
  readonly onTransition?: (record: TransferRecord, status: TransferStatus) => void
}

let tracked: { address: string; timer: ReturnType<typeof setTimeout> | null } | null = null
let chains: TrackerChains | null = null
const waitingShown = new Set<string>()

const describe = (t: TransferRecord) => `${fromBaseUnits(BigInt(t.amount), t.exponent)} ${t.symbol}`

function destinationName(t: TransferRecord, names: ReadonlyMap<string, string>) {
  return t.direction === 'withdraw' ? (names.get(t.counterparty) ?? t.counterparty) : 'Gitopia'
}

/** The toast each transition shows. */
export function transitionMessage(
  t: TransferRecord,
  status: TransferStatus,
  names: ReadonlyMap<string, string>,
): { kind: 'info' | 'error'; text: string } {
  const what = describe(t)
  const where = destinationName(t, names)
  switch (status) {
    case 'sent':
      return { kind: 'info', text: `${what} sent to ${where}` }
    case 'received':
      return { kind: 'info', text: `${what} received on ${where}` }
    case 'completed':
      return { kind: 'info', text: `Transfer of ${what} to ${where} completed` }
    case 'failed':
      return { kind: 'error', text: `Transfer of ${what} to ${where} failed; refunded` }
    case 'timed-out':
      return { kind: 'error', text: `Transfer of ${what} to ${where} timed out` }
    case 'refunded':
      return { kind: 'info', text: `Transfer of ${what} refunded` }
  }
}

async function search(rpc: RpcCall, query: PacketTxQuery) {
  try {
    return await findPacketTx(rpc, query)
  } catch {
    return null // No indexer or no answer: the details stay out, the status does not wait.
  }
}

const refOf = (found: { hash: string; height: bigint } | null): TxRef | undefined =>
  found ? { hash: found.hash, height: found.height.toString() } : undefined

/**
 * The packet's transactions for the new status, by tx_search on the chain each is on: the
 * destination's recv (and its error ack), the source's ack or timeout.
 */
async function detailsFor(
  t: TransferRecord,
  next: TransferStatus,
  setup: TrackerChains,
): Promise<TransferDetails> {
  const counterpartyRpc = setup.rpc.get(t.counterparty) ?? null
  const [sourceRpc, destinationRpc] =
    t.direction === 'withdraw'
      ? [setup.gitopiaRpc, counterpartyRpc]
      : [counterpartyRpc, setup.gitopiaRpc]
  const sequence = BigInt(t.sequence)
  const details: { -readonly [K in keyof TransferDetails]: TransferDetails[K] } = {}
  if ((next === 'received' || next === 'completed' || next === 'failed') && !t.recvTx) {
    const channel = t.destinationChannel
    const recv = destinationRpc
      ? await search(destinationRpc, { event: 'recv_packet', channel, sequence })
      : null
    if (recv) details.recvTx = refOf(recv)
    if (recv?.ackError) details.ackError = recv.ackError
  }
  if ((next === 'completed' || next === 'failed') && !t.ackTx && sourceRpc) {
    const query = { event: 'acknowledge_packet', channel: t.sourceChannel, sequence } as const
    const ack = refOf(await search(sourceRpc, query))
    if (ack) details.ackTx = ack
  }
  if (next === 'refunded' && !t.timeoutTx && sourceRpc) {
    const query = { event: 'timeout_packet', channel: t.sourceChannel, sequence } as const
    const timeout = refOf(await search(sourceRpc, query))
    if (timeout) details.timeoutTx = timeout
  }
  return details
}

async function step(address: string, setup: TrackerChains): Promise<void> {
  const transfers = await loadTransfers(address)
  const now = Date.now()
  await Promise.all(
    transfers
      .filter(t => !TERMINAL_STATUSES.has(t.status))
      .map(async t => {
        const counterpartyApi = setup.rest.get(t.counterparty)
        if (!counterpartyApi) return
        const [sourceApi, destinationApi] =
          t.direction === 'withdraw'
            ? [setup.gitopiaApi, counterpartyApi]
            : [counterpartyApi, setup.gitopiaApi]
        try {
          const seen = await observePacket(
            { sourceApi, destinationApi },
            {
              sequence: BigInt(t.sequence),
              sourceChannel: t.sourceChannel,
              destinationChannel: t.destinationChannel,
              timeout: {
                timeoutHeight: {
                  revisionNumber: BigInt(t.timeoutRevisionNumber),
                  revisionHeight: BigInt(t.timeoutRevisionHeight),
                },
                timeoutTimestamp: BigInt(t.timeoutTimestamp),
              },
            },
          )
          // The destination's node must be the chain the packet went to.
          if (seen.destinationHead.chainId !== t.destinationChainId) return
          const next = nextTransferStatus(t.status, seen)
          if (next !== t.status) {
            await updateTransfer(address, t.id, next, now, await detailsFor(t, next, setup))
            const message = transitionMessage(t, next, setup.prettyNames)
            notify(message.kind, message.text)
            setup.onTransition?.(t, next)
            return
          }
        } catch {
          // A node that does not answer now may next time; "waiting" covers a long silence.
        }
        if (isWaitingForRelayer(t.status, t.lastProgressAt, now) && !waitingShown.has(t.id)) {
          waitingShown.add(t.id)
          notify('info', `Transfer of ${describe(t)}: waiting for a relayer`)
        }
      }),
  )
}

function schedule(address: string) {
  if (tracked?.address !== address) return
  tracked.timer = setTimeout(() => {
    const setup = chains
    const run = setup ? step(address, setup) : Promise.resolve()
    void run.finally(() => schedule(address))
  }, TRACK_INTERVAL_MS)
}

/**
 * Follows the address's unfinished transfers until they end (resumed after a reload from
 * IndexedDB); one loop per page, for the active address only.
 */
export function trackTransfers(address: string, next: TrackerChains): void {
  chains = next
  if (tracked?.address === address) return
  stopTracking()
  tracked = { address, timer: null }
  void loadTransfers(address).then(() => schedule(address))
}

export function stopTracking(): void {
  if (tracked?.timer) clearTimeout(tracked.timer)
  tracked = null
}

/** Whether the transfer has gone without progress long enough to say so. */
export function isWaiting(record: TransferRecord, now: number): boolean {
  return isWaitingForRelayer(record.status, record.lastProgressAt, now)
}
