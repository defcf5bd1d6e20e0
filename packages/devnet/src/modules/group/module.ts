import type { Registry } from '@cosmjs/proto-signing'
import type { ChainModule, MsgHandler } from '../../chain/module.ts'
import type { GroupKeeper } from './keeper.ts'
import { groupAbciQueries } from './abci.ts'
import { groupHandlers } from './msgs.ts'
import { GroupProposals } from './proposals.ts'
import { registerGroupRoutes } from './routes.ts'

export interface GroupModuleOptions {
  readonly groups: GroupKeeper
  readonly registry: Registry
  /** The handler of any Msg type, to run a proposal's messages. */
  readonly handlerFor: (typeUrl: string) => MsgHandler | undefined
}

export function groupModule(options: GroupModuleOptions): ChainModule {
  const { groups, registry, handlerFor } = options
  const engine = new GroupProposals(groups, registry, handlerFor)
  return {
    name: 'group',
    handlers: groupHandlers(groups, engine, registry, handlerFor),
    abciQueries: groupAbciQueries(groups),
    registerRoutes: router => registerGroupRoutes(router, groups, registry),
    endBlock: ({ blockTime }) => engine.tallyAtVotingEnd(blockTime),
  }
}
