import type { ChainApp } from '../chain/app.ts'
import type { ChainNode } from '../chain/chain-node.ts'
import type { NodeSelf } from '../http/node-frontends.ts'
import { EventBus } from './event-bus.ts'
import type { ChainInfo } from './info-methods.ts'
import { rpcMethods } from './methods.ts'
import { rpcListener, type RpcListener } from './server.ts'
import { ValidatorSet } from './validator-set.ts'
import { websocketListener } from './websocket.ts'

export type { RpcListener } from './server.ts'

/**
 * The CometBFT RPC of the devnet's node front-ends: given a front-end (its URL and peers), its HTTP
 * listener with the `/websocket` endpoint. Every front-end shares one event bus.
 */
export function rpcServer(
  app: ChainApp,
  node: ChainNode,
  chain: ChainInfo,
): (self: NodeSelf) => RpcListener {
  const events = new EventBus(node, new ValidatorSet(() => chain.staking?.validators() ?? []))
  return self =>
    rpcListener(rpcMethods(app, node, self, chain), call => websocketListener(call, events))
}
