import type { Repository } from '@gitopia-client/chain/gitopia'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { DaoList, ownerRepositoriesQuery } from '@/features/owner/index.ts'
import { WalletBalance } from '@/features/wallet/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { activityOf, networkActivityQuery } from '../api/activity.ts'
import { collaborationsQuery } from '../api/collaborations.ts'
import { loadRememberedDashboard } from '../model/remembered-dashboard.ts'
import { useDashboards, type SignedInAccount } from '../model/use-dashboards.ts'
import { ActivityFeed } from './activity-feed.tsx'
import { GettingStarted } from './getting-started.tsx'
import { DashboardSwitcher } from './dashboard-switcher.tsx'
import { HomeRepositories } from './home-repositories.tsx'
import { Panel } from './panel.tsx'

/** Every list once all have loaded (one query per DAO: a DAO's list has no cheaper route). */
function allRepositories(results: readonly { data?: Repository[] | undefined }[]) {
  return results.every(result => result.data)
    ? results.flatMap(result => result.data ?? [])
    : undefined
}

interface HomeDashboardProps {
  readonly account: SignedInAccount
  /** A slot above the dashboard, e.g. the wallet's backup reminder. */
  readonly notice?: ReactNode
}

/** `/home` for a signed-in user; opens the remembered DAO dashboard when that was the choice. */
export function HomeDashboard(props: HomeDashboardProps) {
  const { dashboards, error } = useDashboards(props.account)
  // When a DAO was chosen, find out whether it still exists before loading the user's own page.
  const remembered = loadRememberedDashboard(props.account.address)
  const mayLeave = remembered !== null && remembered !== props.account.address
  if (error) return <LoadError what="your dashboard" error={error} />
  if (dashboards?.current.type === 'Dao') return <Navigate to={dashboards.current.url} replace />
  if (mayLeave && !dashboards) return <p className="text-fg-muted">Loading your dashboard…</p>
  return <UserDashboard {...props} />
}

function UserDashboard({ account, notice }: HomeDashboardProps) {
  const { dashboards, user, daos, owner } = useDashboards(account)
  const api = useApiEndpoint()
  const own = useQuery(ownerRepositoriesQuery(api, account.address))
  const daoRepositories = useQueries({
    queries: (daos ?? []).map(dao => ownerRepositoriesQuery(api, dao.address)),
    combine: allRepositories,
  })
  const collaborations = useQuery(collaborationsQuery(api, account.address))
  const activity = useQuery(networkActivityQuery(api))

  const names = useMemo(() => {
    const map = new Map<string, string>([[account.address, user?.username || account.address]])
    for (const dao of daos ?? []) map.set(dao.address, dao.name)
    return map
  }, [account.address, user?.username, daos])

  const repositories = useMemo(() => {
    const map = new Map<string, Repository>()
    for (const repository of [...(own.data ?? []), ...(daoRepositories ?? [])])
      map.set(repository.id, repository)
    return map
  }, [own.data, daoRepositories])

  const displayName = user?.name || user?.username || account.name
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
      <title>Dashboard · Gitopia</title>
      <aside className="flex flex-col gap-6">
        {dashboards ? (
          <DashboardSwitcher
            userAddress={account.address}
            entries={dashboards.entries}
            current={dashboards.current}
          />
        ) : (
          // As tall as the switcher: what follows does not move when it arrives.
          <p className="flex min-h-8 items-center text-fg-muted">Loading…</p>
        )}
        <Panel title="Balance">
          {/* The wallet's own figure, so the header and the dashboard never disagree. */}
          <p className="text-lg break-all">
            <WalletBalance testId="dashboard-balance" />
          </p>
        </Panel>
        <Panel title="Your DAOs">
          {daos ? (
            <DaoList
              daos={daos}
              href={dao => paths.daoDashboard.href(dao.name)}
              emptyText="You are not a member of any DAO."
            />
          ) : (
            <p className="text-fg-muted">Loading…</p>
          )}
        </Panel>
      </aside>
      {/* On a phone the column is stacked under the DAO list: it waits for the list, which would
          push it down the screen when it came (docs/performance.md, "Layout shifts on a phone"). */}
      <div className={`flex min-w-0 flex-col gap-8 ${daos ? '' : 'max-md:hidden'}`}>
        <h1 className="text-2xl font-semibold break-all">Dashboard</h1>
        {notice}
        <GettingStarted
          address={account.address}
          hasUsername={owner.isPending ? undefined : !!user}
          started={own.data && daos ? own.data.length > 0 || daos.length > 0 : undefined}
        />
        {!owner.isPending && !user && (
          <p className="rounded-md border border-border p-3 text-sm">
            Signed in as {displayName}. You have no username on chain yet; create one to appear on
            your profile.
          </p>
        )}
        <Panel
          title="Repositories"
          action={
            <ButtonLink to={paths.newRepository.href()} variant="primary" className="!px-3 !py-1">
              New
            </ButtonLink>
          }
        >
          <HomeRepositories
            // With the owner's name: a row drawn with the address (longer, wrapping on a phone)
            // would shrink when the name came.
            own={owner.isPending ? undefined : own.data}
            daoRepositories={daoRepositories}
            collaborations={collaborations.data}
            daos={daos ?? []}
            names={names}
          />
        </Panel>
        {/* After the repositories are in: drawn at once, it would be pushed down by their list. */}
        {!own.isPending && !owner.isPending && (
          <Panel title="Recent activity">
            {activity.error ? (
              <LoadError what="recent activity" error={activity.error} />
            ) : activity.data && own.data ? (
              <ActivityFeed
                items={activityOf(activity.data, {
                  repositories: [...repositories.values()],
                  people: new Set(names.keys()),
                })}
                repositories={repositories}
                names={names}
              />
            ) : (
              <p className="text-fg-muted">Loading activity…</p>
            )}
          </Panel>
        )}
      </div>
    </div>
  )
}

/** The dashboard as `/home` shows it for `account` (it loads this module when it shows). */
export const showHomeDashboard = (account: SignedInAccount) => (
  <HomeDashboard key={account.address} account={account} />
)
