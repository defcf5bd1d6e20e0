import type { Dao } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
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

// A member's switcher and proposal forms (and the signing code they bring) load only for a
// member, in one chunk: a visitor never downloads them.
const memberTools = () => import('./member-tools.tsx')
const fromMemberTools = <K extends keyof Awaited<ReturnType<typeof memberTools>>>(name: K) =>
  lazy(async () => ({ default: (await memberTools())[name] }))
const MemberSwitcher = fromMemberTools('MemberSwitcher')
const ProposeMember = fromMemberTools('ProposeMember')
const ProposeRules = fromMemberTools('ProposeRules')
const ProposePayment = fromMemberTools('ProposePayment')
const ProposeProfile = fromMemberTools('ProposeProfile')
const ProposePin = fromMemberTools('ProposePin')
const ProposeRequirements = fromMemberTools('ProposeRequirements')

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
  // What a member's proposal forms need: who proposes, through which voting account.
  const proposing =
    account && isMember && policy.data
      ? { proposer: account.address, policyAddress: policy.data.address }
      : null

  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-[18rem_minmax(0,1fr)]">
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
        {proposing && (
          <FormPanel title="Profile">
            <ProposeProfile proposing={proposing} dao={dao} />
          </FormPanel>
        )}
        {proposing && (
          <FormPanel title="Treasury payment">
            <ProposePayment proposing={proposing} daoAddress={dao.address} />
          </FormPanel>
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
          {proposing && (
            <Suspense fallback={null}>
              <ProposeMember proposing={proposing} groupId={dao.groupId} />
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
        {proposing && repositories.data && repositories.data.length > 0 && (
          <FormPanel title="Pinned repositories">
            <ProposePin
              proposing={proposing}
              daoAddress={dao.address}
              repositories={repositories.data}
              pinnedIds={dao.pinnedRepositoryIds}
            />
          </FormPanel>
        )}
        {proposing && (
          <FormPanel title="Voting rules">
            <ProposeRules proposing={proposing} />
          </FormPanel>
        )}
        {proposing && (
          <FormPanel title="What needs a proposal">
            <ProposeRequirements proposing={proposing} dao={dao} />
          </FormPanel>
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

/** A member's proposal form in its panel; the form's code loads with the member tools. */
function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <Suspense fallback={null}>{children}</Suspense>
    </Panel>
  )
}
