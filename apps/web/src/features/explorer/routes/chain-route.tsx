import { formatCoin, NATIVE_TOKEN } from '@gitopia-client/chain'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useChainOverview } from '../api/chain-overview.ts'

/** `/chain`: the chain at a glance, read from the node in use. */
export function ChainRoute() {
  const overview = useChainOverview()
  return (
    <section className="flex flex-col gap-4">
      <title>Chain · Gitopia</title>
      <h1 className="text-2xl font-semibold">Chain</h1>
      {overview.isPending ? (
        <p className="text-fg-muted">Loading the chain…</p>
      ) : overview.isError ? (
        <LoadError
          what="the chain"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <dl
            aria-label="Chain"
            className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-md border border-border p-4 text-sm"
          >
            <dt className="text-fg-muted">Chain id</dt>
            <dd className="break-all">{overview.data.block.chainId}</dd>
            <dt className="text-fg-muted">Latest block</dt>
            <dd>
              {overview.data.block.height.toString()} · <TimeAgo date={overview.data.block.time} />
            </dd>
            <dt className="text-fg-muted">Node</dt>
            <dd className="break-all">
              {overview.data.node.moniker} (CometBFT {overview.data.node.cometVersion}
              {overview.data.node.appVersion ? `, app ${overview.data.node.appVersion}` : ''})
            </dd>
            <dt className="text-fg-muted">Supply</dt>
            <dd>{formatCoin(overview.data.supply, NATIVE_TOKEN)}</dd>
          </dl>
          <h2 className="text-lg font-semibold">Denominations</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {overview.data.metadata.map(denom => (
              <li key={denom.base} className="break-all">
                <strong>{denom.symbol || denom.display}</strong> · base {denom.base},{' '}
                {denom.decimals} decimals{denom.description ? ` · ${denom.description}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
