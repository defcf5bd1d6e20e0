import type { Dao } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  MemberList,
  ProfileHeader,
  RepositoryList,
  useOwnerRepositories,
} from '@/features/owner/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { treasuryQuery } from '../api/balances.ts'
import { useDashboards, type SignedInAccount } from '../model/use-dashboards.ts'
import { useVotingRule } from '../model/use-voting-rule.ts'
import { CoinList } from './coin-list.tsx'
import { DashboardSwitcher } from './dashboard-switcher.tsx'
import { Panel } from './panel.tsx'
import { ProposalList } from './proposal-list.tsx'
import { WithDao } from './with-dao.tsx'
import { ProposeMember } from './propose-member.tsx'
import { ProposeRules } from './propose-rules.tsx'
import { ProposePayment } from './propose-payment.tsx'
import { ProposeProfile } from './propose-profile.tsx'

/** `/daos/:name/dashboard`: a DAO's profile, members, repositories, treasury and proposals. */
export function DaoDashboard({ name, account }: { name: string; account: SignedInAccount | null }) {
  return (
    <WithDao name={name} loading="Loading DAO…">
      {dao => <DaoDashboardContent dao={dao} account={account} />}
    </WithDao>
  )
}

function DaoDashboardContent({ dao, account }: { dao: Dao; account: SignedInAccount | null }) {
  const api = useApiEndpoint()
  const { members, policy, rule } = useVotingRule(dao, account?.address ?? null)
  const repositories = useOwnerRepositories(dao.address)
  const treasury = useQuery(treasuryQuery(api, dao.address))
  const isMember = !!account && !!members.data?.some(m => m.address === account.address)
  const owner = useMemo(() => ({ type: 'DAO' as const, dao }), [dao])

  return (
    <div className="grid gap-8 md:grid-cols-[18rem_1fr]">
      <title>{`${dao.name} · DAO dashboard · Gitopia`}</title>
      <aside className="flex flex-col gap-6">
        {account && isMember && <MemberSwitcher account={account} dao={dao} />}
        <ProfileHeader owner={owner} />
        <Link to={paths.owner.href(dao.name)} className="text-sm text-accent hover:underline">
          Public profile
        </Link>
        <Panel title="Treasury">
          {treasury.error ? (
            <LoadError what="the treasury" error={treasury.error} />
          ) : treasury.data ? (
            <CoinList coins={treasury.data} emptyText="The treasury is empty." />
          ) : (
            <p className="text-fg-muted">Loading…</p>
          )}
        </Panel>
        {account && isMember && policy.data && (
          <Panel title="Profile">
            <ProposeProfile
              proposer={account.address}
              policyAddress={policy.data.address}
              daoAddress={dao.address}
            />
          </Panel>
        )}
        {account && isMember && policy.data && (
          <Panel title="Treasury payment">
            <PaymentFromPolicy proposer={account.address} policyAddress={policy.data.address} />
          </Panel>
        )}
        <Panel title="Members">
          {members.error ? (
            <LoadError what="members" error={members.error} />
          ) : members.data ? (
            <MemberList
              members={members.data}
              creator={dao.creator}
              currentAddress={account?.address}
            />
          ) : (
            <p className="text-fg-muted">Loading…</p>
          )}
          {account && isMember && policy.data && (
            <ProposeMember
              proposer={account.address}
              policyAddress={policy.data.address}
              groupId={dao.groupId}
            />
          )}
        </Panel>
      </aside>
      <div className="flex flex-col gap-8">
        <Panel
          title="Repositories"
          action={
            isMember ? (
              <ButtonLink
                to={paths.newRepository.href(dao.address)}
                variant="primary"
                className="!px-3 !py-1"
              >
                New
              </ButtonLink>
            ) : undefined
          }
        >
          {repositories.error ? (
            <LoadError what="repositories" error={repositories.error} />
          ) : repositories.data ? (
            <RepositoryList
              repositories={repositories.data}
              ownerName={() => dao.name}
              label="DAO repositories"
              emptyText={`${dao.name} has no repositories yet.`}
            />
          ) : (
            <p className="text-fg-muted">Loading…</p>
          )}
        </Panel>
        {account && isMember && policy.data && (
          <Panel title="Voting rules">
            <ProposeRules proposer={account.address} policyAddress={policy.data.address} />
          </Panel>
        )}
        <Panel title="Proposals">
          {policy.error ? (
            <LoadError what="proposals" error={policy.error} />
          ) : policy.data === null ? (
            <p className="text-fg-muted">This DAO has no voting policy.</p>
          ) : policy.data && rule ? (
            <ProposalList daoName={dao.name} policyAddress={policy.data.address} rule={rule} />
          ) : (
            <p className="text-fg-muted">Loading…</p>
          )}
        </Panel>
      </div>
    </div>
  )
}

/** The switcher, showing this DAO while the user is on its dashboard. */
function MemberSwitcher({ account, dao }: { account: SignedInAccount; dao: Dao }) {
  const { dashboards } = useDashboards(account)
  if (!dashboards) return null
  const here = dashboards.entries.find(entry => entry.id === dao.address) ?? dashboards.current
  return (
    <DashboardSwitcher userAddress={account.address} entries={dashboards.entries} current={here} />
  )
}

/** Payments leave from the DAO's voting (policy) account, so its balance bounds them. */
function PaymentFromPolicy({
  proposer,
  policyAddress,
}: {
  proposer: string
  policyAddress: string
}) {
  const api = useApiEndpoint()
  const balances = useQuery(treasuryQuery(api, policyAddress))
  const lore = balances.data?.find(coin => coin.denom === 'ulore')
  return (
    <ProposePayment
      proposer={proposer}
      policyAddress={policyAddress}
      treasury={balances.data ? BigInt(lore?.amount ?? '0') : null}
    />
  )
}
