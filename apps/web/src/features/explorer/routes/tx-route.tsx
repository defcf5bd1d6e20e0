import { HttpError, isTxHash, type TxDetails } from '@gitopia-client/chain'
import { useParams } from 'react-router'
import { Fact, Facts } from '@/ui/facts.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useTx } from '../api/get-tx.ts'
import { ExplorerLinks } from '../components/explorer-links.tsx'
import { AccountLink } from '../components/field-value.tsx'
import { TxEvents } from '../components/tx-events.tsx'
import { TxMessages } from '../components/tx-messages.tsx'
import { TxStatus } from '../components/tx-status.tsx'
import { formatCoins } from '../model/coins.ts'

/** `/tx/{hash}`: a committed transaction as a Cosmos explorer shows it. */
export function TxRoute() {
  const { hash = '' } = useParams()
  return (
    <section className="flex flex-col gap-4">
      <title>{`Transaction ${hash.slice(0, 8)} · Gitopia`}</title>
      <h1 className="text-2xl font-semibold">Transaction</h1>
      <p className="font-mono text-sm break-all">{hash}</p>
      {isTxHash(hash) ? (
        <TxBody hash={hash} />
      ) : (
        <p role="alert" className="text-danger">
          “{hash}” is not a transaction hash (64 hexadecimal characters).
        </p>
      )}
    </section>
  )
}

function TxBody({ hash }: { hash: string }) {
  const tx = useTx(hash)
  if (tx.isPending) return <p className="text-fg-muted">Loading transaction…</p>
  if (tx.isError) {
    if (tx.error instanceof HttpError && tx.error.status === 404) {
      return (
        <p role="alert">
          This node knows no transaction with this hash. It may not be in a block yet: try again in
          a few seconds.
        </p>
      )
    }
    return <LoadError what="the transaction" error={tx.error} onRetry={() => void tx.refetch()} />
  }
  return <TxDetailsView tx={tx.data} />
}

/** The fields that name a Msg's signer, in the order the modules use them. */
const SIGNER_FIELDS = [
  'creator',
  'from_address',
  'sender',
  'signer',
  'proposer',
  'voter',
  'depositor',
]

function feePayer(tx: TxDetails): { label: string; address: string } | null {
  if (tx.fee.granter) return { label: 'Paid by fee granter', address: tx.fee.granter }
  if (tx.fee.payer) return { label: 'Paid by', address: tx.fee.payer }
  // Otherwise the first signer pays: the signer of the first Msg.
  const first = tx.messages[0]?.value ?? {}
  const signer = SIGNER_FIELDS.map(field => first[field]).find(value => typeof value === 'string')
  return typeof signer === 'string' && signer ? { label: 'Paid by', address: signer } : null
}

function TxDetailsView({ tx }: { tx: TxDetails }) {
  const payer = feePayer(tx)
  return (
    <>
      <Facts boxed>
        <Fact term="Status">
          <TxStatus code={tx.code} codespace={tx.codespace} />
        </Fact>
        <Fact term="Height">{tx.height.toString()}</Fact>
        <Fact term="Time">
          <TimeAgo date={tx.time} />
        </Fact>
        <Fact term="Fee">
          {formatCoins(tx.fee.amount)}
          {payer && (
            <span className="text-fg-muted">
              {' · '}
              {payer.label} <AccountLink address={payer.address} />
            </span>
          )}
        </Fact>
        <Fact term="Gas">
          {tx.gasUsed.toString()} used of {tx.gasWanted.toString()}
        </Fact>
        {tx.memo && (
          <Fact term="Memo" className="break-all whitespace-pre-wrap">
            {tx.memo}
          </Fact>
        )}
      </Facts>
      {tx.code !== 0 && (
        <div role="alert" className="rounded-md border border-danger p-3">
          <p className="font-semibold text-danger">The transaction failed</p>
          <pre className="mt-1 text-sm break-all whitespace-pre-wrap">{tx.rawLog}</pre>
        </div>
      )}
      <h2 className="text-lg font-semibold">Messages</h2>
      {tx.messages.length === 0 ? (
        <p className="text-fg-muted">The node did not return the messages.</p>
      ) : (
        <TxMessages messages={tx.messages} />
      )}
      <h2 className="text-lg font-semibold">Events</h2>
      <TxEvents events={tx.events} />
      {tx.code === 0 && tx.rawLog && (
        <details className="rounded-md border border-border p-3">
          <summary className="cursor-pointer font-semibold">Raw log</summary>
          <pre className="mt-2 text-xs break-all whitespace-pre-wrap">{tx.rawLog}</pre>
        </details>
      )}
      <ExplorerLinks kind="tx" id={tx.hash} />
    </>
  )
}
