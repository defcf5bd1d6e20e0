import { usePrefetchQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { bountiesQuery } from '../api/bounties.ts'
import { BountiesPanel } from './bounties-panel.tsx'
import { LatestPanel } from './latest-panel.tsx'
import { TrendingPanel } from './trending-panel.tsx'

/** What lives on the chain, for the signed-out home: latest, trending and bounties. */
export function DiscoverSections() {
  // The bounty list is read first: its rows need two more reads after it, the other sections one.
  // The sections would ask in the order they show, and a node's connections (six a host over
  // HTTP/1.1) would hold the bounties back behind the trending lists.
  usePrefetchQuery(bountiesQuery(useApiEndpoint()))
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <LatestPanel limit={5} />
      <div className="flex min-w-0 flex-col gap-8">
        <TrendingPanel limit={5} />
        <BountiesPanel limit={5} />
      </div>
    </div>
  )
}

/** The sections as the signed-out home shows them (it loads this module when it shows). */
export const showDiscoverSections = () => <DiscoverSections />
