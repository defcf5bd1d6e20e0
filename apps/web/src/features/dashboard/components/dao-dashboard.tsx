import type { Dao } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
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
import type { SignedInAccount } from '../model/use-dashboards.ts'
import { useVotingRule } from '../model/use-voting-rule.ts'
import { CoinList } from './coin-list.tsx'
import { Panel } from './panel.tsx'
import { ProposalList } from './proposal-list.tsx'
import { WithDao } from './with-dao.tsx'

// A member's proposal forms (and the signing code they bring) load only for a member (issue 19).
const MemberSwitcher = lazy(async () => ({
  default: (await import('./member-switcher.tsx')).MemberSwitcher,
}))
const ProposeMember = lazy(async () => ({
  default: (await import('./propose-member.tsx')).ProposeMember,
}))
const ProposeRules = lazy(async () => ({
  default: (await import('./propose-rules.tsx')).ProposeRules,
}))
const ProposePayment = lazy(async () => ({
  default: (await import('./propose-payment.tsx')).ProposePayment,
}))
const ProposeProfile = lazy(async () => ({
  default: (await import('./propose-profile.tsx')).ProposeProfile,
}))

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
        {account && isMember && (
          <Suspense fallback={null}>
            <MemberSwitcher account={account} dao={dao} />
          </Suspense>
        )}
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
            <Suspense fallback={null}>
              <ProposeProfile
                proposer={account.address}
                policyAddress={policy.data.address}
                daoAddress={dao.address}
              />
            </Suspense>
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
            <Suspense fallback={null}>
              <ProposeMember
                proposer={account.address}
                policyAddress={policy.data.address}
                groupId={dao.groupId}
              />
            </Suspense>
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
            <Suspense fallback={null}>
              <ProposeRules proposer={account.address} policyAddress={policy.data.address} />
            </Suspense>
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
    <Suspense fallback={null}>
      <ProposePayment
        proposer={proposer}
        policyAddress={policyAddress}
        treasury={balances.data ? BigInt(lore?.amount ?? '0') : null}
      />
    </Suspense>
  )
}
