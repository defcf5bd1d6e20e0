import { NATIVE_TOKEN, TOKENS } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { Button } from '@/ui/button.tsx'
import { SelectField } from '@/ui/field.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { bountiesQuery } from '../api/bounties.ts'
import { BountyRow } from '../components/bounty-row.tsx'
import {
  arrangeBounties,
  bountyDenoms,
  type BountyListOptions,
  type BountySort,
  type BountyStateFilter,
} from '../model/bounty-list.ts'

const PAGE_SIZE = 25
/** The denom select's "every denom" choice (no denom is spelled so). */
const ALL_DENOMS = '*'

type Order = `${BountySort}-${'desc' | 'asc'}`
const ORDERS: readonly { value: Order; label: string }[] = [
  { value: 'amount-desc', label: 'Highest amount' },
  { value: 'amount-asc', label: 'Lowest amount' },
  { value: 'expiry-asc', label: 'Expiring soonest' },
  { value: 'expiry-desc', label: 'Expiring latest' },
]
const STATES: readonly { value: BountyStateFilter; label: string }[] = [
  { value: 'open', label: 'Open (held in escrow)' },
  { value: 'all', label: 'All, paid and refunded too' },
]

const denomLabel = (denom: string) =>
  TOKENS.find(token => token.denom === denom)?.displayDenom ?? denom

/** The list's state in the URL, so a sorted, filtered view can be shared and survives reloads. */
function readOptions(params: URLSearchParams): BountyListOptions & { order: Order; page: number } {
  const order = ORDERS.find(item => item.value === params.get('sort'))?.value ?? 'amount-desc'
  const [sort, direction] = order.split('-') as [BountySort, 'desc' | 'asc']
  return {
    order,
    sort,
    descending: direction === 'desc',
    denom: params.get('denom') || null,
    state: params.get('state') === 'all' ? 'all' : 'open',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  }
}

/** `/bounties`: every bounty on the chain, sortable by amount and expiry, filterable by denom. */
export function BountiesRoute() {
  const api = useApiEndpoint()
  const query = useQuery(bountiesQuery(api))
  const [params, setParams] = useSearchParams()
  const options = readOptions(params)

  const update = (next: Partial<Record<'sort' | 'denom' | 'state' | 'page', string>>) => {
    const merged = new URLSearchParams(params)
    merged.delete('page')
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key)
      else merged.set(key, value)
    }
    setParams(merged, { replace: true })
  }

  return (
    <section className="flex flex-col gap-4">
      <title>Bounties · Gitopia</title>
      <h1 className="text-2xl font-semibold">Bounties</h1>
      <p className="text-fg-muted">
        Tokens held in escrow for whoever solves an issue. Each bounty links to its issue.
      </p>
      <QueryState query={query} what="bounties">
        {bounties => {
          const denoms = bountyDenoms(bounties, NATIVE_TOKEN.denom)
          const listed = arrangeBounties(bounties, options, NATIVE_TOKEN.denom)
          const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE))
          const page = Math.min(options.page, pages)
          const shown = listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
          return (
            <>
              <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3">
                <SelectField
                  label="Sort by"
                  options={ORDERS}
                  value={options.order}
                  onChange={sort => update({ sort })}
                />
                <SelectField
                  label="Denom"
                  options={[
                    { value: ALL_DENOMS, label: 'Every denom' },
                    ...denoms.map(denom => ({
                      value: denom,
                      label: denomLabel(denom),
                      title: denom,
                    })),
                  ]}
                  value={options.denom ?? ALL_DENOMS}
                  onChange={denom => update({ denom: denom === ALL_DENOMS ? '' : denom })}
                />
                <SelectField
                  label="State"
                  options={STATES}
                  value={options.state}
                  onChange={state => update({ state: state === 'open' ? '' : state })}
                />
              </div>
              <p className="text-sm text-fg-muted" role="status">
                {listed.length} {listed.length === 1 ? 'bounty' : 'bounties'}
              </p>
              {shown.length === 0 ? (
                <p className="text-fg-muted">
                  {bounties.length === 0 ? 'No bounties on this chain yet.' : 'No bounty matches.'}
                </p>
              ) : (
                <ul
                  aria-label="Bounties"
                  className="flex flex-col divide-y divide-border rounded-md border border-border"
                >
                  {shown.map(bounty => (
                    <BountyRow key={bounty.id} bounty={bounty} />
                  ))}
                </ul>
              )}
              {pages > 1 && (
                <div className="flex items-center gap-2">
                  <Button disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                    Previous
                  </Button>
                  <span className="text-sm text-fg-muted">
                    Page {page} of {pages}
                  </span>
                  <Button
                    disabled={page >= pages}
                    onClick={() => update({ page: String(page + 1) })}
                  >
                    Next
                  </Button>
                </div>
              )}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
