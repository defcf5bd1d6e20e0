import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { bountiesQuery } from '../api/bounties.ts'
import { arrangeBounties, isClaimable } from '../model/bounty-list.ts'
import { BountyRow } from './bounty-row.tsx'
import { DiscoverSection } from './discover-section.tsx'

/** Open bounties that can still be earned, the largest first, with a link to all of them. */
export function BountiesPanel({ limit }: { limit: number }) {
  const api = useApiEndpoint()
  const query = useQuery(bountiesQuery(api))
  return (
    <DiscoverSection
      title="Bounties"
      aside={
        <Link
          className="inline-flex min-h-11 items-center text-sm text-accent"
          to={paths.bounties.href()}
        >
          All bounties
        </Link>
      }
    >
      <QueryState query={query} what="bounties">
        {bounties => {
          const now = new Date()
          const open = arrangeBounties(
            bounties.filter(bounty => isClaimable(bounty, now)),
            { sort: 'amount', descending: true, denom: null, state: 'open' },
            NATIVE_TOKEN.denom,
          ).slice(0, limit)
          return open.length === 0 ? (
            <p className="text-sm text-fg-muted">No open bounties right now.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
              {open.map(bounty => (
                <BountyRow key={bounty.id} bounty={bounty} />
              ))}
            </ul>
          )
        }}
      </QueryState>
    </DiscoverSection>
  )
}
