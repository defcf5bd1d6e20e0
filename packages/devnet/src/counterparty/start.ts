import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import type { Registry } from '@cosmjs/proto-signing'
import { createGitopiaRegistry } from '@gitopia-client/chain/codec'
import type { ChainApp } from '../chain/app.ts'
import { BlockLog } from '../chain/block-log.ts'
import { ChainNode } from '../chain/chain-node.ts'
import { SystemSigner } from '../chain/system-signer.ts'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import type { FaultTarget } from '../http/faults.ts'
import { startFrontends, type ChainEndpoints } from '../http/node-frontends.ts'
import { Router } from '../http/router.ts'
import { AuthKeeper } from '../modules/auth/keeper.ts'
import { authModule } from '../modules/auth/module.ts'
import { appWithAuthAnte } from '../modules/auth/ante.ts'
import { BankKeeper } from '../modules/bank/keeper.ts'
import { bankModule } from '../modules/bank/module.ts'
import { FeegrantKeeper } from '../modules/feegrant/keeper.ts'
import { IbcKeeper, ibcModule, type ChannelConfig } from '../modules/ibc/module.ts'
import { registerBlockRoutes } from '../modules/node-info/blocks.ts'
import { registerNodeInfoRoutes } from '../modules/node-info/rest.ts'
import { registerTxRoutes } from '../modules/tx/rest.ts'
import { restListener } from '../rest/gateway.ts'
import { rpcServer } from '../rpc/index.ts'
import { infiniteGas } from '../state/gas.ts'
import { Store } from '../state/store.ts'
import { RELAYER_MNEMONIC, type CounterpartySpec } from './chains.ts'

const GENESIS_TIME = new Date('2026-01-01T00:00:00Z')
/** What each dev account holds on a counterparty: 1,000 of its token. */
const DEV_BALANCE = '1000000000'
const RELAYER_BALANCE = '1000000000000'
/** Node front-ends per counterparty: the registry lists each, as it lists several public nodes. */
const COUNTERPARTY_NODES = 2

/** One switch over two: what is set on it is set on both; it reports the first's state. */
function bothOf(first: FaultTarget, second: FaultTarget): FaultTarget {
  return {
    state: () => first.state(),
    set: fault => {
      first.set(fault)
      second.set(fault)
    },
  }
}

/** A counterparty chain: its node front-ends are two, so a client's failover can be tried. */
export interface CounterpartyChain extends ChainEndpoints {
  readonly spec: CounterpartySpec
  readonly node: ChainNode
  readonly app: ChainApp
  readonly ibc: IbcKeeper
  readonly channel: ChannelConfig
  readonly registry: Registry
  readonly relayer: SystemSigner
  /** `<chainName>` (every node's REST and RPC) and `<chainName>-node-N` (one node). */
  readonly faultTargets: ReadonlyMap<string, FaultTarget>
  /** A validator raising (or lowering) its `minimum-gas-prices`, in the fee denom per gas. */
  setMinGasPrice(price: number): void
  close(): Promise<void>
}

export interface CounterpartyOptions {
  readonly spec: CounterpartySpec
  readonly channel: ChannelConfig
  /** Its own data directory (block log). */
  readonly home: string
  readonly restPort: number
  readonly rpcPort: number
}

/** The same key on another chain: the address bytes with the chain's prefix. */
export const withPrefix = (address: string, prefix: string) =>
  toBech32(prefix, fromBech32(address, 90).data)

/**
 * A small chain on the same engine as Gitopia (auth, bank, IBC transfer), with its own blocks,
 * block log, signatures, fees and sequences, REST and RPC: the counterparty of the devnet's
 * channels. The dev accounts' keys are funded on it.
 */
export async function startCounterparty(options: CounterpartyOptions): Promise<CounterpartyChain> {
  const { spec } = options
  await mkdir(options.home, { recursive: true })
  const registry = createGitopiaRegistry([])
  const store = new Store()
  const auth = new AuthKeeper(store)
  const bank = new BankKeeper(store, auth)
  const ibc = new IbcKeeper(store, bank, spec.config.bech32Prefix, [options.channel])
  // IBC routes report proof heights; the node exists once the app does.
  let latest = () => 0n
  const { app, ante } = appWithAuthAnte({
    config: spec.config,
    store,
    auth,
    bank,
    feegrant: new FeegrantKeeper(store, auth),
    registry,
    modules: [
      authModule(auth),
      bankModule(bank, {
        prefix: spec.config.bech32Prefix,
        tokens: [{ denom: spec.config.denom, displayDenom: spec.symbol, decimals: 6 }],
      }),
      ibcModule({ keeper: ibc, chainId: spec.config.chainId, latestHeight: () => latest() }),
    ],
  })
  const log = BlockLog.open(join(options.home, 'blocks.log'))
  if (log.warning) console.warn(`devnet ${spec.config.chainId}: ${log.warning}`)
  const node = new ChainNode(spec.config.chainId, app, log, GENESIS_TIME)
  latest = () => node.latest.height

  const relayer = await SystemSigner.fromMnemonic(RELAYER_MNEMONIC, { node, app, auth, registry })
  // Balances are part of the initial state of every start, before the log replays.
  store.transact(infiniteGas(), () => {
    const coins = (amount: string) => [{ denom: spec.config.denom, amount }]
    for (const account of Object.values(TEST_ACCOUNTS))
      bank.mint(withPrefix(account.address, spec.config.bech32Prefix), coins(DEV_BALANCE))
    bank.mint(relayer.address, coins(RELAYER_BALANCE))
  })
  node.replay()

  const router = new Router()
  let rpcUrl = ''
  registerNodeInfoRoutes(router, spec.config.chainId, () => rpcUrl, spec.config.appName)
  for (const module of app.modules) module.registerRoutes?.(router)
  registerTxRoutes(router, node, registry)
  registerBlockRoutes(router, node, { registry })
  let frontends
  try {
    frontends = await startFrontends({
      count: COUNTERPARTY_NODES,
      restPort: options.restPort,
      rpcPort: options.rpcPort,
      restListener: restListener(router),
      rpcListener: rpcServer(app, node, {}),
    })
  } catch (error) {
    log.close()
    throw error
  }
  const [frontend] = frontends.nodes
  const rest = frontends.faultTargets.get('rest')
  const rpc = frontends.faultTargets.get('rpc')
  if (!frontend || !rest || !rpc) throw new Error('counterparty front-end did not start')
  rpcUrl = frontend.rpcUrl
  const faultTargets = new Map<string, FaultTarget>([
    [spec.chainName, bothOf(rest, rpc)],
    ...frontends.nodes.flatMap(node => {
      const target = frontends.faultTargets.get(node.target)
      return target ? [[`${spec.chainName}-${node.target}`, target] as const] : []
    }),
  ])
  return {
    spec,
    node,
    app,
    ibc,
    channel: options.channel,
    registry,
    relayer,
    restUrl: frontend.restUrl,
    rpcUrl: frontend.rpcUrl,
    nodes: frontends.nodes.map((node, index) => ({
      name: `${spec.prettyName} node ${index + 1}`,
      restUrl: node.restUrl,
      rpcUrl: node.rpcUrl,
    })),
    faultTargets,
    setMinGasPrice: price => ante.setMinGasPrice(price),
    close: async () => {
      node.stop()
      await Promise.all(frontends.servers.map(server => server.close()))
      log.close()
    },
  }
}
