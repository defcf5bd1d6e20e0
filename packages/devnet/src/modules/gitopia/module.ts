import type { ChainModule } from '../../chain/module.ts'
import { registerUserRoutes, userHandlers, type UsersKeeper } from './users.ts'

export interface GitopiaKeepers {
  readonly users: UsersKeeper
  /** Whether an address is a DAO's; the DAO module answers once it exists. */
  readonly isDao: (address: string) => boolean
}

/** x/gitopia: users and whois so far; repositories, issues and DAOs plug in here. */
export function gitopiaModule(keepers: GitopiaKeepers): ChainModule {
  return {
    name: 'gitopia',
    handlers: [...userHandlers(keepers.users)],
    registerRoutes: router => registerUserRoutes(router, keepers.users, keepers.isDao),
  }
}
