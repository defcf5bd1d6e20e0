import type { Store, Table } from '../../../state/store.ts'
import type { GroupKeeper } from '../../group/keeper.ts'
import type { Dao } from '../json.ts'
import type { DaoMembership } from '../permissions.ts'

/** DAO records (keyed by their derived address) over Cosmos groups. */
export class DaosKeeper implements DaoMembership {
  readonly #rows: Table<Dao>

  constructor(
    store: Store,
    readonly groups: GroupKeeper,
  ) {
    this.#rows = store.table('gitopia/daos')
  }

  get(address: string): Dao | undefined {
    return this.#rows.get(address)
  }

  all(): Dao[] {
    return this.#rows.values()
  }

  save(dao: Dao): void {
    this.#rows.set(dao.address, dao)
  }

  isDao(address: string): boolean {
    return this.#rows.has(address)
  }

  isDaoMember(daoAddress: string, address: string): boolean {
    const dao = this.get(daoAddress)
    return dao !== undefined && this.groups.member(dao.group_id, address) !== undefined
  }

  /** Whether `admin` is the DAO's group admin: its group policy, which runs passed proposals. */
  isDaoAdmin(daoAddress: string, admin: string): boolean {
    const dao = this.get(daoAddress)
    if (!dao) return false
    return this.groups.policies().some(p => p.group_id === dao.group_id && p.address === admin)
  }

  /** DAOs whose group has this address as a member. */
  ofMember(address: string): Dao[] {
    return this.all().filter(dao => this.groups.member(dao.group_id, address) !== undefined)
  }
}
