import { formatCoin } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { KeyPager, usePageKeys, type PageKeys } from '@/ui/key-pager.tsx'
import { OwnerName } from '@/features/owner/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { depositsQuery, votesQuery } from '../api/queries.ts'
import { OPTION_LABELS } from './vote-dialog.tsx'

function Paged({
  title,
  pages,
  nextKey,
  children,
}: {
  title: string
  pages: PageKeys
  nextKey: string | null
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
      <KeyPager
        label={`${title} pages`}
        pages={pages}
        nextKey={nextKey}
        back="Previous"
        forward="Next"
      />
    </section>
  )
}

export function DepositList({ proposalId }: { proposalId: string }) {
  const api = useApiEndpoint()
  const pages = usePageKeys()
  const list = useQuery(depositsQuery(api, proposalId, pages.current))
  return (
    <Paged title="Deposits" pages={pages} nextKey={list.data?.nextKey ?? null}>
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
  const pages = usePageKeys()
  const list = useQuery(votesQuery(api, proposalId, pages.current))
  return (
    <Paged title="Votes" pages={pages} nextKey={list.data?.nextKey ?? null}>
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
