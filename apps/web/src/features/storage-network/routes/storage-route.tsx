import { formatCoin, NATIVE_TOKEN } from '@gitopia-client/chain'
import { Fact, Facts } from '@/ui/facts.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { useNetworkOverview, type NetworkOverview } from '../api/network.ts'
import { ChallengesList, ViolationsList } from '../components/challenges-list.tsx'
import { ProvidersTable } from '../components/providers-table.tsx'
import { formatRatio, formatSize } from '../model/format.ts'

/** `/storage`: the storage network from the chain alone (no indexer). */
export function StorageRoute() {
  const overview = useNetworkOverview()
  return (
    <section className="flex flex-col gap-6">
      <title>Storage network · Gitopia</title>
      <h1 className="text-2xl font-semibold">Storage network</h1>
      <QueryState query={overview} what="the storage network">
        {network => <NetworkBody overview={network} />}
      </QueryState>
    </section>
  )
}

function NetworkBody({ overview }: { overview: NetworkOverview }) {
  const { stats, params } = overview
  const active = overview.providers.filter(row => row.provider.bonded && !row.provider.jailed)
  const jailed = overview.providers.filter(row => row.provider.jailed)
  const names = new Map(
    overview.providers.map(row => [
      row.provider.address,
      row.provider.moniker || row.provider.address,
    ]),
  )
  return (
    <>
      <dl
        aria-label="Network stats"
        className="grid grid-cols-2 gap-4 rounded-md border border-border p-4 text-sm sm:grid-cols-4"
      >
        <Stat label="Active providers" value={String(active.length)} />
        <Stat label="Jailed providers" value={String(jailed.length)} />
        <Stat label="Repository data" value={formatSize(stats.packfileBytes)} />
        <Stat
          label="Release assets and LFS"
          value={formatSize(stats.releaseAssetBytes + stats.lfsObjectBytes)}
        />
      </dl>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Active providers</h2>
        <ProvidersTable rows={active} label="Active providers" />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Jailed providers</h2>
        <ProvidersTable rows={jailed} label="Jailed providers" />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Recent challenges</h2>
        <ChallengesList names={names} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Liveness violations</h2>
        <ViolationsList names={names} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Parameters</h2>
        <Facts>
          <Fact term="Challenge every">
            {params.challengeIntervalBlocks} blocks (answer within {params.challengePeriod})
          </Fact>
          <Fact term="Provider rewards">
            {params.rewardPerDay
              ? `${formatCoin(params.rewardPerDay.amount, NATIVE_TOKEN)} a day`
              : '—'}
          </Fact>
          <Fact term="Minimum stake">{formatCoin(params.minStake, NATIVE_TOKEN)}</Fact>
          <Fact term="Free storage">{params.freeStorageMb} MB per repository owner</Fact>
          <Fact term="Price above it">
            {params.storagePrice
              ? `${formatCoin(params.storagePrice.coin.amount, NATIVE_TOKEN)} per ${params.storagePrice.per}`
              : '—'}
          </Fact>
          <Fact term="Jailed">
            after {params.consecutiveFailsThreshold} failed challenges in a row, for{' '}
            {params.livenessJailBlocks} blocks
          </Fact>
          <Fact term="Liveness">
            at least {formatRatio(params.minLivenessRatio)} over {params.livenessWindowBlocks}{' '}
            blocks
          </Fact>
          <Fact term="Providers at most">{params.maxProviders}</Fact>
        </Facts>
      </div>
    </>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  )
}
