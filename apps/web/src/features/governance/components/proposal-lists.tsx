import { formatCoin } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { Button } from '@/ui/button.tsx'
import { OwnerName } from '@/features/owner/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { depositsQuery, votesQuery } from '../api/queries.ts'
import { OPTION_LABELS } from './vote-dialog.tsx'

function Paged({
  title,
  keys,
  setKeys,
  nextKey,
  children,
}: {
  title: string
  keys: (string | null)[]
  setKeys: (keys: (string | null)[]) => void
  nextKey: string | null
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
      {(keys.length > 1 || nextKey) && (
        <nav aria-label={`${title} pages`} className="flex gap-2">
          <Button disabled={keys.length === 1} onClick={() => setKeys(keys.slice(0, -1))}>
            Previous
          </Button>
          <Button disabled={!nextKey} onClick={() => nextKey && setKeys([...keys, nextKey])}>
            Next
          </Button>
        </nav>
      )}
    </section>
  )
}

export function DepositList({ proposalId }: { proposalId: string }) {
  const api = useApiEndpoint()
  const [keys, setKeys] = useState<(string | null)[]>([null])
  const list = useQuery(depositsQuery(api, proposalId, keys.at(-1) ?? null))
  return (
    <Paged title="Deposits" keys={keys} setKeys={setKeys} nextKey={list.data?.nextKey ?? null}>
      {list.error ? (
        <LoadError what="deposits" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p className="text-fg-muted">Loading deposits…</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-fg-muted">No deposits.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {list.data.items.map(d => (
            <li key={d.depositor} className="flex justify-between gap-2" title={d.depositor}>
              <span className="break-all">
                <OwnerName address={d.depositor} />
              </span>
              <span>{formatCoin(d.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Paged>
  )
}

export function VoteList({ proposalId }: { proposalId: string }) {
  const api = useApiEndpoint()
  const [keys, setKeys] = useState<(string | null)[]>([null])
  const list = useQuery(votesQuery(api, proposalId, keys.at(-1) ?? null))
  return (
    <Paged title="Votes" keys={keys} setKeys={setKeys} nextKey={list.data?.nextKey ?? null}>
      {list.error ? (
        <LoadError what="votes" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p className="text-fg-muted">Loading votes…</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-fg-muted">No votes yet.</p>
      ) : (
        <ul aria-label="Votes" className="flex flex-col gap-1 text-sm">
          {list.data.items.map(v => (
            <li key={v.voter} className="flex justify-between gap-2" title={v.voter}>
              <span className="break-all">
                <OwnerName address={v.voter} />
              </span>
              <span>
                {v.options
                  .map(o =>
                    v.options.length === 1
                      ? OPTION_LABELS[o.option]
                      : `${OPTION_LABELS[o.option]} ${Math.round(Number(o.weight) * 100)}%`,
                  )
                  .join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Paged>
  )
}
