import {
  explorerTxUrl,
  fromBaseUnits,
  STATUS_LABELS,
  TERMINAL_STATUSES,
  type RegistryChain,
} from '@gitopia-client/chain/ibc'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { isWaiting } from '../model/tracker.ts'
import { useTransfersStore, type TransferRecord, type TxRef } from '../model/transfers.ts'

/** Where a counterparty's txs are shown (its registry explorer), by registry name. */
export type CounterpartyChains = ReadonlyMap<string, RegistryChain>

/** A packet tx: Gitopia's open in the app's tx page, a counterparty's in its registry explorer. */
function TxLink({ tx, chain }: { tx: TxRef; chain: RegistryChain | 'gitopia' | undefined }) {
  const short = `${tx.hash.slice(0, 10)}…`
  if (chain === 'gitopia') {
    return (
      <Link to={paths.tx.href(tx.hash)} className="font-mono underline" title={tx.hash}>
        {short}
      </Link>
    )
  }
  const url = chain ? explorerTxUrl(chain, tx.hash) : null
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="font-mono underline" title={tx.hash}>
      {short}
    </a>
  ) : (
    <span className="font-mono break-all">{tx.hash}</span>
  )
}

function TxDetails({
  record,
  other,
  chain,
}: {
  record: TransferRecord
  other: string
  chain: RegistryChain | undefined
}) {
  const withdraw = record.direction === 'withdraw'
  const [destination, source] = withdraw
    ? [
        { name: other, chain },
        { name: 'Gitopia', chain: 'gitopia' as const },
      ]
    : [
        { name: 'Gitopia', chain: 'gitopia' as const },
        { name: other, chain },
      ]
  const rows = [
    { id: 'recv', tx: record.recvTx, text: `Received on ${destination.name}`, on: destination },
    { id: 'ack', tx: record.ackTx, text: `Acknowledged on ${source.name}`, on: source },
    { id: 'timeout', tx: record.timeoutTx, text: `Refunded on ${source.name}`, on: source },
  ]
  return (
    <>
      {rows.map(row =>
        row.tx ? (
          <p key={row.id} className="text-xs text-fg-muted" data-testid={`transfer-${row.id}-tx`}>
            {row.text} at height {row.tx.height} · tx <TxLink tx={row.tx} chain={row.on.chain} />
          </p>
        ) : null,
      )}
      {record.ackError && (
        <p className="text-sm text-danger" data-testid="transfer-ack-error">
          Refused by {destination.name}: {record.ackError}
        </p>
      )}
    </>
  )
}

const STEPS = {
  ok: ['sent', 'received', 'completed'],
  failed: ['sent', 'received', 'failed'],
  timeout: ['sent', 'timed-out', 'refunded'],
} as const

function stepsOf(status: TransferRecord['status']) {
  if (status === 'timed-out' || status === 'refunded') return STEPS.timeout
  return status === 'failed' ? STEPS.failed : STEPS.ok
}

function Steps({ record }: { record: TransferRecord }) {
  const steps = stepsOf(record.status)
  const reached = steps.indexOf(record.status as never)
  return (
    <ol className="flex gap-1 text-xs" aria-label="Progress">
      {steps.map((step, i) => (
        <li
          key={step}
          className={`rounded px-1.5 py-0.5 ${
            i <= reached ? 'bg-accent text-accent-fg' : 'bg-canvas-subtle text-fg-muted'
          }`}
        >
          {STATUS_LABELS[step]}
        </li>
      ))}
    </ol>
  )
}

function TransferItem({
  record,
  now,
  names,
  chains,
}: {
  record: TransferRecord
  now: number
  names: ReadonlyMap<string, string>
  chains: CounterpartyChains
}) {
  const other = names.get(record.counterparty) ?? record.counterparty
  const [from, to] = record.direction === 'withdraw' ? ['Gitopia', other] : [other, 'Gitopia']
  const amount = `${fromBaseUnits(BigInt(record.amount), record.exponent)} ${record.symbol}`
  const finished = TERMINAL_STATUSES.has(record.status)
  return (
    <li className="flex flex-col gap-1 border-t border-border py-3" data-testid="ibc-transfer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {record.direction === 'withdraw' ? 'Withdraw' : 'Deposit'} {amount}: {from} → {to}
        </span>
        <span
          data-testid="transfer-status"
          className={`text-sm font-semibold ${record.status === 'failed' || record.status === 'timed-out' ? 'text-danger' : ''}`}
        >
          {STATUS_LABELS[record.status]}
        </span>
      </div>
      <Steps record={record} />
      {(record.status === 'failed' || record.status === 'refunded') && (
        <p className="text-sm" data-testid="transfer-refund">
          {amount} returned to <span className="font-mono">{record.sender}</span> on {from}
        </p>
      )}
      {!finished && isWaiting(record, now) && (
        <p className="text-sm text-fg-muted" data-testid="transfer-waiting">
          {record.status === 'timed-out'
            ? 'Timed out: waiting for a relayer to return the tokens'
            : 'Waiting for a relayer: no progress for a while'}
        </p>
      )}
      <TxDetails record={record} other={other} chain={chains.get(record.counterparty)} />
      <p className="text-xs text-fg-muted">
        Packet {record.sequence} on {record.sourceChannel} → {record.destinationChannel} · to{' '}
        <span className="font-mono">{record.receiver}</span> ·{' '}
        {record.direction === 'withdraw' ? (
          <Link to={paths.tx.href(record.id)} className="underline">
            transaction
          </Link>
        ) : (
          <span className="font-mono" title={`Transaction on ${other}`}>
            {record.id.slice(0, 10)}…
          </span>
        )}{' '}
        · {new Date(record.createdAt).toLocaleString()}
      </p>
    </li>
  )
}

/** The account's IBC transfers, newest first, each with where its packet is. */
export function TransfersList({
  names,
  chains,
}: {
  names: ReadonlyMap<string, string>
  chains: CounterpartyChains
}) {
  const transfers = useTransfersStore(state => state.transfers)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000)
    return () => clearInterval(timer)
  }, [])
  return (
    <section aria-labelledby="transfers-heading" className="flex flex-col gap-2">
      <h2 id="transfers-heading" className="text-lg font-semibold">
        Transfers
      </h2>
      {transfers.length === 0 ? (
        <p className="text-sm text-fg-muted">No transfers yet.</p>
      ) : (
        <ul aria-label="Transfers">
          {transfers.map(record => (
            <TransferItem key={record.id} record={record} now={now} names={names} chains={chains} />
          ))}
        </ul>
      )}
    </section>
  )
}
