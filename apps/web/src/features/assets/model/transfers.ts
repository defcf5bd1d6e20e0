import type { TransferStatus } from '@gitopia-client/chain/ibc'
import { get, set } from 'idb-keyval'
import * as z from 'zod/mini'
import { create } from 'zustand'

const uint = z.string().check(z.regex(/^\d+$/))
/** A transaction of the packet found by tx_search: its hash (hex) and height. */
const txRef = z.object({ hash: z.string().check(z.regex(/^[0-9A-F]{64}$/)), height: uint })
export type TxRef = z.infer<typeof txRef>

/** One IBC transfer as kept in IndexedDB (per address): enough to resume following it. */
export const transferRecordSchema = z.object({
  /** The source tx hash. */
  id: z.string(),
  direction: z.enum(['deposit', 'withdraw']),
  /** The counterparty's registry name (`osmosis`). */
  counterparty: z.string(),
  sourceChainId: z.string(),
  destinationChainId: z.string(),
  sender: z.string(),
  receiver: z.string(),
  denom: z.string(),
  amount: uint,
  symbol: z.string(),
  exponent: z.number(),
  sequence: uint,
  sourceChannel: z.string(),
  destinationChannel: z.string(),
  timeoutRevisionNumber: uint,
  timeoutRevisionHeight: uint,
  timeoutTimestamp: uint,
  status: z.enum(['sent', 'received', 'completed', 'failed', 'timed-out', 'refunded']),
  createdAt: z.number(),
  /** When the status last changed (or tracking started): "waiting for a relayer" counts from it. */
  lastProgressAt: z.number(),
  /** The destination's MsgRecvPacket tx; the source's MsgAcknowledgement or MsgTimeout tx. */
  recvTx: z.optional(txRef),
  ackTx: z.optional(txRef),
  timeoutTx: z.optional(txRef),
  /** The destination's error acknowledgement. */
  ackError: z.optional(z.string()),
})
/** What tx_search adds to a record. */
export type TransferDetails = Partial<
  Pick<TransferRecord, 'recvTx' | 'ackTx' | 'timeoutTx' | 'ackError'>
>
export type TransferRecord = z.infer<typeof transferRecordSchema>

const storedSchema = z.array(transferRecordSchema)
const MAX_KEPT = 100

const keyOf = (address: string) => `ibc-transfers:${address}`

interface TransfersState {
  readonly address: string | null
  readonly transfers: readonly TransferRecord[]
  readonly loaded: boolean
}

export const useTransfersStore = create<TransfersState>(() => ({
  address: null,
  transfers: [],
  loaded: false,
}))

/** Loads the address's transfers from IndexedDB (a broken entry is dropped, not trusted). */
export async function loadTransfers(address: string): Promise<readonly TransferRecord[]> {
  if (useTransfersStore.getState().address === address && useTransfersStore.getState().loaded) {
    return useTransfersStore.getState().transfers
  }
  useTransfersStore.setState({ address, transfers: [], loaded: false })
  let stored: unknown = undefined
  try {
    stored = await get(keyOf(address))
  } catch {
    // No IndexedDB (private mode): the list lives for this page only.
  }
  const parsed = storedSchema.safeParse(stored ?? [])
  const transfers = parsed.success ? parsed.data : []
  if (useTransfersStore.getState().address === address) {
    useTransfersStore.setState({ transfers, loaded: true })
  }
  return transfers
}

async function persist(address: string, transfers: readonly TransferRecord[]): Promise<void> {
  try {
    await set(keyOf(address), transfers.slice(0, MAX_KEPT))
  } catch {
    // Kept in memory only.
  }
}

/** Adds a new transfer (newest first) for its sender's account. */
export async function addTransfer(address: string, record: TransferRecord): Promise<void> {
  const current = await loadTransfers(address)
  const next = [record, ...current.filter(t => t.id !== record.id)]
  useTransfersStore.setState({ transfers: next })
  await persist(address, next)
}

/** Records a new status (and when it changed), with the details found for it. */
export async function updateTransfer(
  address: string,
  id: string,
  status: TransferStatus,
  at: number,
  details: TransferDetails = {},
): Promise<void> {
  const current = await loadTransfers(address)
  const next = current.map(t =>
    t.id === id ? { ...t, ...details, status, lastProgressAt: at } : t,
  )
  if (useTransfersStore.getState().address === address) {
    useTransfersStore.setState({ transfers: next })
  }
  await persist(address, next)
}

const UNFINISHED: ReadonlySet<TransferStatus> = new Set(['sent', 'received', 'timed-out'])

/** Whether the transfer still moves (its tracker has something to follow). */
export const isUnfinished = (record: TransferRecord) => UNFINISHED.has(record.status)
