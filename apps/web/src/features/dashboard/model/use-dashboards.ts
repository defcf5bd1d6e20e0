import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerQuery, userDaosQuery } from '@/features/owner/index.ts'
import { currentDashboard, dashboardEntries, type DashboardEntry } from './dashboard-entries.ts'
import { loadRememberedDashboard, rememberDashboard } from './remembered-dashboard.ts'

export interface SignedInAccount {
  readonly address: string
  /** The wallet's name, shown until the chain's username is known. */
  readonly name: string
}

export interface Dashboards {
  readonly entries: readonly DashboardEntry[]
  /** The remembered dashboard, or the user's own when that one no longer exists. */
  readonly current: DashboardEntry
}

/**
 * The dashboards of the signed-in user (their own and one per DAO they belong to) and the
 * remembered choice; undefined while loading. A remembered DAO the user no longer belongs to is
 * replaced by the user's own address in storage too (docs/client-rules.md#unlock, step 6).
 */
export function useDashboards(account: SignedInAccount) {
  const api = useApiEndpoint()
  const owner = useQuery(ownerQuery(api, account.address))
  const daos = useQuery(userDaosQuery(api, account.address))
  const user = owner.data?.type === 'USER' ? owner.data.user : null

  const dashboards = useMemo((): Dashboards | undefined => {
    if (!daos.data || owner.isPending) return undefined
    const entries = dashboardEntries(
      {
        address: account.address,
        name: user?.username || account.name,
        bio: user?.bio ?? '',
        avatarUrl: user?.avatarUrl ?? '',
      },
      daos.data,
    )
    const remembered = loadRememberedDashboard(account.address)
    const current = currentDashboard(entries, remembered, account.address) ?? entries[0]
    return current ? { entries, current } : undefined
  }, [daos.data, owner.isPending, user, account.address, account.name])

  const fallback = dashboards?.current.id
  useEffect(() => {
    if (fallback && fallback !== loadRememberedDashboard(account.address)) {
      rememberDashboard(account.address, fallback)
    }
  }, [fallback, account.address])

  return { dashboards, user, daos: daos.data, owner, error: owner.error ?? daos.error }
}
