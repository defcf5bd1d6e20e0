import { Link, useParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useNetworkOverview } from '../api/network.ts'
import { ProviderStatus } from '../components/provider-status.tsx'
import { formatCoins, formatRatio } from '../model/format.ts'

/** `/storage/providers/{address}`: one provider's record, stake, liveness and rewards. */
export function ProviderRoute() {
  const { address = '' } = useParams()
  const overview = useNetworkOverview()
  const row = overview.data?.providers.find(candidate => candidate.provider.address === address)
  return (
    <section className="flex flex-col gap-4">
      <title>{`${row?.provider.moniker ?? 'Storage provider'} · Gitopia`}</title>
      <p className="text-sm">
        <Link className="text-accent" to={paths.storage.href()}>
          Storage network
        </Link>
      </p>
      {overview.isPending ? (
        <p className="text-fg-muted">Loading the provider…</p>
      ) : overview.isError ? (
        <LoadError
          what="the provider"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : !row ? (
        <p role="alert">No storage provider is registered with the address {address}.</p>
      ) : (
        <>
          <h1 className="text-2xl font-semibold break-all">{row.provider.moniker || address}</h1>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-md border border-border p-4 text-sm">
            <dt className="text-fg-muted">Status</dt>
            <dd>
              <ProviderStatus provider={row.provider} />
            </dd>
            <dt className="text-fg-muted">Address</dt>
            <dd>
              <Link className="font-mono break-all text-accent" to={paths.account.href(address)}>
                {address}
              </Link>
            </dd>
            <dt className="text-fg-muted">API</dt>
            <dd className="break-all">
              {row.provider.safeApiUrl ? (
                <a
                  className="text-accent"
                  href={row.provider.safeApiUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {row.provider.safeApiUrl}
                </a>
              ) : (
                `${row.provider.apiUrl} (not a safe URL; never used)`
              )}
            </dd>
            <dt className="text-fg-muted">Joined</dt>
            <dd>
              <TimeAgo date={row.provider.joinedAt} />
            </dd>
            <dt className="text-fg-muted">Stake</dt>
            <dd>{formatCoins(row.stake)}</dd>
            <dt className="text-fg-muted">Rewards</dt>
            <dd>{formatCoins(row.rewards)}</dd>
            <dt className="text-fg-muted">Liveness</dt>
            <dd>
              {row.liveness
                ? `${formatRatio(row.liveness.ratio)} (${row.liveness.missedSubmissions} missed of ${row.liveness.totalSubmissions}; ${row.liveness.consecutiveLivenessFaults} in a row)`
                : '—'}
            </dd>
            <dt className="text-fg-muted">Challenges</dt>
            <dd>
              {row.provider.totalChallenges === null
                ? '—'
                : `${row.provider.successfulChallenges ?? 0} passed of ${row.provider.totalChallenges}; ${row.provider.consecutiveFailures ?? 0} failed in a row`}
            </dd>
            <dt className="text-fg-muted">Last liveness check</dt>
            <dd>
              <TimeAgo date={row.provider.lastLivenessCheck} />
            </dd>
          </dl>
        </>
      )}
    </section>
  )
}
