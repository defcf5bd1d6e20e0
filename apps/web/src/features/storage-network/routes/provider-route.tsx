import { Link, useParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Fact, Facts } from '@/ui/facts.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useNetworkOverview, type ProviderRow } from '../api/network.ts'
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
      <QueryState query={overview} what="the provider">
        {() =>
          row ? (
            <ProviderDetails row={row} />
          ) : (
            <p role="alert">No storage provider is registered with the address {address}.</p>
          )
        }
      </QueryState>
    </section>
  )
}

function ProviderDetails({ row }: { row: ProviderRow }) {
  const { provider, liveness } = row
  return (
    <>
      <h1 className="text-2xl font-semibold break-all">{provider.moniker || provider.address}</h1>
      <Facts boxed>
        <Fact term="Status">
          <ProviderStatus provider={provider} />
        </Fact>
        <Fact term="Address">
          <Link
            className="font-mono break-all text-accent"
            to={paths.account.href(provider.address)}
          >
            {provider.address}
          </Link>
        </Fact>
        <Fact term="API" className="break-all">
          {provider.safeApiUrl ? (
            <a
              className="text-accent"
              href={provider.safeApiUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {provider.safeApiUrl}
            </a>
          ) : (
            `${provider.apiUrl} (not a safe URL; never used)`
          )}
        </Fact>
        <Fact term="Joined">
          <TimeAgo date={provider.joinedAt} />
        </Fact>
        <Fact term="Stake">{formatCoins(row.stake)}</Fact>
        <Fact term="Rewards">{formatCoins(row.rewards)}</Fact>
        <Fact term="Liveness">
          {liveness
            ? `${formatRatio(liveness.ratio)} (${liveness.missedSubmissions} missed of ${liveness.totalSubmissions}; ${liveness.consecutiveLivenessFaults} in a row)`
            : '—'}
        </Fact>
        <Fact term="Challenges">
          {provider.totalChallenges === null
            ? '—'
            : `${provider.successfulChallenges ?? 0} passed of ${provider.totalChallenges}; ${provider.consecutiveFailures ?? 0} failed in a row`}
        </Fact>
        <Fact term="Last liveness check">
          <TimeAgo date={provider.lastLivenessCheck} />
        </Fact>
      </Facts>
    </>
  )
}
