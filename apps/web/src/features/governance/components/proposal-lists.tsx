import { formatCoin } from '@gitopia-client/chain'
import type { Page } from '@gitopia-client/chain/gitopia'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { KeyPager, usePageKeys } from '@/ui/key-pager.tsx'
import { OwnerName } from '@/features/owner/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { depositsQuery, votesQuery } from '../api/queries.ts'
import { OPTION_LABELS } from './vote-dialog.tsx'

/**
 * One page of a proposal's deposits or votes: each row an address and what it gave, with the
 * states of the read and the pager.
 */
function Paged<T, K extends QueryKey>({
  title,
  empty,
  query,
  row,
}: {
  title: string
  empty: string
  /** The read of the page after `key` (the first: `null`). */
  query: (api: string, key: string | null) => UseQueryOptions<Page<T>, Error, Page<T>, K>
  row: (item: T) => { address: string; value: ReactNode }
}) {
  const pages = usePageKeys()
  const list = useQuery(query(useApiEndpoint(), pages.current))
  const what = title.toLowerCase()
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {list.error ? (
        <LoadError what={what} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p className="text-fg-muted">Loading {what}…</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-fg-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-1 text-sm">
          {list.data.items.map(item => {
            const { address, value } = row(item)
            return (
              <li key={address} className="flex justify-between gap-2" title={address}>
                <span className="break-all">
                  <OwnerName address={address} />
                </span>
                <span>{value}</span>
              </li>
            )
          })}
        </ul>
      )}
      <KeyPager
        label={`${title} pages`}
        pages={pages}
        nextKey={list.data?.nextKey ?? null}
        back="Previous"
        forward="Next"
      />
    </section>
  )
}

export function DepositList({ proposalId }: { proposalId: string }) {
  return (
    <Paged
      title="Deposits"
      empty="No deposits."
      query={(api, key) => depositsQuery(api, proposalId, key)}
      row={d => ({ address: d.depositor, value: formatCoin(d.amount) })}
    />
  )
}

export function VoteList({ proposalId }: { proposalId: string }) {
  return (
    <Paged
      title="Votes"
      empty="No votes yet."
      query={(api, key) => votesQuery(api, proposalId, key)}
      row={v => ({
        address: v.voter,
        value: v.options
          .map(o =>
            v.options.length === 1
              ? OPTION_LABELS[o.option]
              : `${OPTION_LABELS[o.option]} ${Math.round(Number(o.weight) * 100)}%`,
          )
          .join(', '),
      })}
    />
  )
}
