import { formatCoin, NATIVE_TOKEN } from '@gitopia-client/chain'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useChainOverview, useGovParams } from '../api/chain-overview.ts'
import { formatCoins } from '../model/coins.ts'

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
            <dt className="text-fg-muted">Token transfers</dt>
            <dd>{overview.data.bank.sendEnabled ? 'Enabled' : 'Disabled'}</dd>
          </dl>
          <GovParamsPanel />
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

const percent = (fraction: string) => `${Math.round(Number(fraction) * 1000) / 10}%`
const days = (seconds: number) =>
  seconds >= 86_400 ? `${Math.round((seconds / 86_400) * 10) / 10} days` : `${seconds} s`

/** Governance rules at a glance, with a way to the proposals. */
function GovParamsPanel() {
  const gov = useGovParams()
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Governance</h2>
      {gov.isPending ? (
        <p className="text-fg-muted">Loading governance parameters…</p>
      ) : gov.isError ? (
        <p className="text-fg-muted">This node does not serve governance parameters.</p>
      ) : (
        <dl
          aria-label="Governance parameters"
          className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm"
        >
          <dt className="text-fg-muted">Minimum deposit</dt>
          <dd>
            {formatCoins(gov.data.minDeposit)} within {days(gov.data.maxDepositPeriodSeconds)}
          </dd>
          <dt className="text-fg-muted">Voting period</dt>
          <dd>{days(gov.data.votingPeriodSeconds)}</dd>
          <dt className="text-fg-muted">Passes with</dt>
          <dd>
            quorum {percent(gov.data.quorum)}, more than {percent(gov.data.threshold)} yes, less
            than {percent(gov.data.vetoThreshold)} veto
          </dd>
        </dl>
      )}
      <p className="text-sm">
        <Link className="text-accent" to={paths.governance.href()}>
          Governance proposals
        </Link>
      </p>
    </div>
  )
}
