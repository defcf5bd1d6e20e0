import { Records } from '../../../state/records.ts'
import type { Store } from '../../../state/store.ts'
import type { GroupKeeper } from '../../group/keeper.ts'
import type { Dao } from '../json.ts'
import type { DaoMembership } from '../permissions.ts'

/** DAO records (keyed by their derived address) over Cosmos groups. */
export class DaosKeeper extends Records<Dao> implements DaoMembership {
  constructor(
    store: Store,
    readonly groups: GroupKeeper,
  ) {
    super(store.table('gitopia/daos'), dao => dao.address)
  }

  isDao(address: string): boolean {
    return this.rows.has(address)
  }

  isDaoMember(daoAddress: string, address: string): boolean {
    const dao = this.get(daoAddress)
    return dao !== undefined && this.groups.members.get(dao.group_id, address) !== undefined
  }

  /** Whether `admin` is the DAO's group admin: its group policy, which runs passed proposals. */
  isDaoAdmin(daoAddress: string, admin: string): boolean {
    const dao = this.get(daoAddress)
    if (!dao) return false
    return this.groups.policies.all().some(p => p.group_id === dao.group_id && p.address === admin)
  }

  /** DAOs whose group has this address as a member. */
  ofMember(address: string): Dao[] {
    return this.all().filter(dao => this.groups.members.get(dao.group_id, address) !== undefined)
  }
}
