import type { ChainModule } from '../../chain/module.ts'
import type { IbcKeeper } from './keeper.ts'
import { ibcHandlers } from './msgs.ts'
import { registerIbcRoutes } from './routes.ts'

export { IbcKeeper } from './keeper.ts'
export type { ChannelConfig, IbcPacket } from './types.ts'
export { TRANSFER_PORT, revisionOf, heightGte, isZeroHeight } from './types.ts'

/** IBC core (channels and packets) with the ICS-20 transfer application on top. */
export function ibcModule(deps: {
  keeper: IbcKeeper
  chainId: string
  latestHeight: () => bigint
}): ChainModule {
  return {
    name: 'ibc',
    handlers: ibcHandlers(deps.keeper),
    registerRoutes: router => registerIbcRoutes(router, deps),
  }
}
