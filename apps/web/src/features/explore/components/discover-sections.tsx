import { usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { bountiesQuery } from '../api/bounties.ts'
import { latestQuery } from '../api/latest.ts'
import { BountiesPanel } from './bounties-panel.tsx'
import { LatestPanel } from './latest-panel.tsx'
import { TrendingPanel } from './trending-panel.tsx'

const LATEST_LIMIT = 5

/** What lives on the chain, for the signed-out home: latest, trending and bounties. */
export function DiscoverSections() {
  // The bounty list is read first: its rows need two more reads after it, the other sections one.
  // The sections would ask in the order they show, and a node's connections (six a host over
  // HTTP/1.1) would hold the bounties back behind the trending lists.
  const api = useApiEndpoint()
  usePrefetchQuery(bountiesQuery(api))
  // Below Latest on a narrow screen, the other sections wait for it: drawn first, they would be
  // pushed down the screen when its lists arrive.
  const latestLoading = useQuery(latestQuery(useQueryClient(), api, LATEST_LIMIT)).isPending
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <LatestPanel limit={LATEST_LIMIT} />
      <div className={`flex min-w-0 flex-col gap-8 ${latestLoading ? 'max-lg:hidden' : ''}`}>
        <TrendingPanel limit={5} />
        <BountiesPanel limit={5} />
      </div>
    </div>
  )
}

/** The sections as the signed-out home shows them (it loads this module when it shows). */
export const showDiscoverSections = () => <DiscoverSections />
