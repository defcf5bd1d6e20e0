import { shortenAddress } from '@gitopia-client/chain'
import type { Dao } from '@gitopia-client/chain/gitopia'
import { paths } from '@/config/paths.ts'

/** One dashboard the signed-in user can switch to (docs/client-rules.md#client-state). */
export interface DashboardEntry {
  readonly type: 'User' | 'Dao'
  /** The address of the user or DAO. */
  readonly id: string
  readonly name: string
  readonly description: string
  readonly avatarUrl: string
  readonly url: string
}

export interface DashboardUser {
  readonly address: string
  /** Username if the user record exists, else a label such as the wallet name. */
  readonly name: string
  readonly bio?: string
  readonly avatarUrl?: string
}

/** The user's own dashboard first, then one per DAO they belong to, by name. */
export function dashboardEntries(user: DashboardUser, daos: readonly Dao[]): DashboardEntry[] {
  const own: DashboardEntry = {
    type: 'User',
    id: user.address,
    name: user.name || shortenAddress(user.address),
    description: user.bio ?? '',
    avatarUrl: user.avatarUrl ?? '',
    url: paths.home.href(),
  }
  const daoEntries = [...daos]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((dao): DashboardEntry => ({
      type: 'Dao',
      id: dao.address,
      name: dao.name,
      description: dao.description,
      avatarUrl: dao.avatarUrl,
      url: paths.daoDashboard.href(dao.name),
    }))
  return [own, ...daoEntries]
}

/**
 * The current dashboard: the remembered one while it still exists among the entries, else the
 * user's own (docs/client-rules.md#unlock, step 6: fall back to the user's own address).
 */
export function currentDashboard(
  entries: readonly DashboardEntry[],
  rememberedId: string | null,
  ownAddress: string,
): DashboardEntry | undefined {
  return (
    entries.find(entry => entry.id === rememberedId) ??
    entries.find(entry => entry.id === ownAddress)
  )
}
