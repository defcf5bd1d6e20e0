import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Fact, Facts } from '@/ui/facts.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { TokenAmount } from '@/ui/token-amount.tsx'
import { useChainOverview, useGovParams } from '../api/chain-overview.ts'
import { formatCoins } from '../model/coins.ts'
import { denomExtras } from '../model/denom-line.ts'

/** `/chain`: the chain at a glance, read from the node in use. */
export function ChainRoute() {
  const overview = useChainOverview()
  return (
    <section className="flex flex-col gap-4">
      <title>Chain · Gitopia</title>
      <h1 className="text-2xl font-semibold">Chain</h1>
      <QueryState query={overview} what="the chain">
        {chain => (
          <>
            <Facts label="Chain" boxed>
              <Fact term="Chain id" className="break-all">
                {chain.block.chainId}
              </Fact>
              <Fact term="Latest block">
                {chain.block.height.toString()} · <TimeAgo date={chain.block.time} />
              </Fact>
              <Fact term="Node" className="break-all">
                {chain.node.moniker} (CometBFT {chain.node.cometVersion}
                {chain.node.appVersion ? `, app ${chain.node.appVersion}` : ''})
              </Fact>
              <Fact term="Supply">
                <TokenAmount
                  base={chain.supply}
                  decimals={NATIVE_TOKEN.decimals}
                  symbol={NATIVE_TOKEN.displayDenom}
                  testId="chain-supply"
                />
              </Fact>
              <Fact term="Token transfers">{chain.bank.sendEnabled ? 'Enabled' : 'Disabled'}</Fact>
            </Facts>
            <GovParamsPanel />
            <h2 className="text-lg font-semibold">Denominations</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {chain.metadata.map(denom => {
                const { name, description } = denomExtras(denom)
                return (
                  <li key={denom.base} className="break-all" data-testid="denomination">
                    <strong>{denom.symbol || denom.display}</strong>
                    {name ? ` (${name})` : ''} · base {denom.base}, {denom.decimals} decimals
                    {description ? ` · ${description}` : ''}
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </QueryState>
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
        <Facts label="Governance parameters">
          <Fact term="Minimum deposit">
            {formatCoins(gov.data.minDeposit)} within {days(gov.data.maxDepositPeriodSeconds)}
          </Fact>
          <Fact term="Voting period">{days(gov.data.votingPeriodSeconds)}</Fact>
          <Fact term="Passes with">
            quorum {percent(gov.data.quorum)}, more than {percent(gov.data.threshold)} yes, less
            than {percent(gov.data.vetoThreshold)} veto
          </Fact>
        </Facts>
      )}
      <p className="text-sm">
        <Link className="text-accent" to={paths.governance.href()}>
          Governance proposals
        </Link>
      </p>
    </div>
  )
}
