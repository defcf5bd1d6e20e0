import { BountiesPanel } from './bounties-panel.tsx'
import { LatestPanel } from './latest-panel.tsx'
import { TrendingPanel } from './trending-panel.tsx'

/** What lives on the chain, for the signed-out home: latest, trending and bounties. */
export function DiscoverSections() {
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
