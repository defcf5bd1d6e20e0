import type { Dao } from '@gitopia-client/chain/gitopia'
import { useDashboards, type SignedInAccount } from '../model/use-dashboards.ts'
import { DashboardSwitcher } from './dashboard-switcher.tsx'

/** The switcher, showing this DAO while the user is on its dashboard. */
export function MemberSwitcher({ account, dao }: { account: SignedInAccount; dao: Dao }) {
  const { dashboards } = useDashboards(account)
  if (!dashboards) return null
  const here = dashboards.entries.find(entry => entry.id === dao.address) ?? dashboards.current
  return (
    <DashboardSwitcher userAddress={account.address} entries={dashboards.entries} current={here} />
  )
}
