import type { Devnet, DevnetOptions } from './devnet-api.ts'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'

import { gitopiaChainConfig } from './chain/chain-config.ts'
import { BlockLog } from './chain/block-log.ts'
import { ChainNode } from './chain/chain-node.ts'
import type { ChainModule, MsgHandler } from './chain/module.ts'
import { genesisSchema, type Genesis } from './chain/genesis-schema.ts'
import { defaultGenesis } from './genesis.ts'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import { initGenesis } from './genesis-state.ts'
import type { Listening } from './http/listen.ts'
import { Router } from './http/router.ts'
import { AuthKeeper } from './modules/auth/keeper.ts'
import { authModule } from './modules/auth/module.ts'
import { appWithAuthAnte } from './modules/auth/ante.ts'
import { BankKeeper } from './modules/bank/keeper.ts'
import { bankModule } from './modules/bank/module.ts'
import { registerFaucet } from './modules/faucet.ts'
import { FeegrantKeeper } from './modules/feegrant/keeper.ts'
import { feegrantModule } from './modules/feegrant/module.ts'
import { createGitopiaContext, gitopiaModule } from './modules/gitopia/module.ts'
import { GovKeeper, DEFAULT_GOV_PARAMS } from './modules/gov/keeper.ts'
import { govModule } from './modules/gov/module.ts'
import { createStakingModules } from './cosmos-modules.ts'
import { AuthzKeeper } from './modules/authz/keeper.ts'
import { registerNodeServiceRoutes } from './modules/node-info/node-service.ts'
import { GroupKeeper } from './modules/group/keeper.ts'
import { groupModule } from './modules/group/module.ts'
import { UsersKeeper } from './modules/gitopia/users/keeper.ts'
import { registerParamsRoutes } from './modules/gitopia/params-routes.ts'
import {
  registerVerifyControl,
  VERIFY_OP,
  verifyOwner,
} from './modules/gitopia/verified-control.ts'
import { registerBlockRoutes } from './modules/node-info/blocks.ts'
import { registerNodeInfoRoutes } from './modules/node-info/rest.ts'
import { RewardsKeeper, rewardsModule } from './modules/rewards/module.ts'
import { removeRepository } from './modules/gitopia/repositories/msgs.ts'
import { StorageKeeper } from './modules/storage/keeper.ts'
import type { ChallengeConfig } from './modules/storage/challenges.ts'
import { storageModule } from './modules/storage/module.ts'
import { ChallengeResponder } from './providers/challenge-responder.ts'
import { addBondedProvider } from './modules/storage/provider-msgs.ts'
import { STORAGE_PARAMS } from './modules/storage/types.ts'
import { authzModule, MSG_EXEC_TYPE_URL } from './modules/authz/module.ts'
import { startProviders, type DevnetProvider } from './providers/start.ts'
import { ProviderReactor } from './providers/reactor.ts'
import { RepositoryStore } from './storage-provider/repositories.ts'
import { MsgExec } from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import { applySeed } from './seed/apply.ts'
import { applyScaleState, SCALE_OP, type ScaleArgs } from './seed/scale-seed.ts'
import { registerHostileVoucher } from './modules/ibc/hostile-voucher.ts'
import { FAULTS_PATH, registerFaultControl, type FaultTarget } from './http/faults.ts'
import { startFrontends } from './http/node-frontends.ts'
import { CLEAR_FAULTS } from './http/fault-state.ts'
import { registerTxRoutes } from './modules/tx/rest.ts'
import { restListener } from './rest/gateway.ts'
import { rpcServer } from './rpc/index.ts'
import { infiniteGas } from './state/gas.ts'
import { SystemSigner } from './chain/system-signer.ts'
import { COUNTERPARTIES, RELAYER_MNEMONIC } from './counterparty/chains.ts'
import {
  gitopiaChannels,
  registerAdvanceControl,
  registerMinGasPriceControl,
  startIbcNetwork,
  type IbcNetwork,
} from './counterparty/network.ts'
import { IbcKeeper, ibcModule } from './modules/ibc/module.ts'
import { Store } from './state/store.ts'

export type { Devnet, DevnetCounterparty, DevnetOptions } from './devnet-api.ts'

const FUND_RELAYER_OP = 'ibc/fund-relayer'
const RELAYER_FUNDS = '1000000000000'

async function loadGenesis(home: string, genesisFile: string | undefined): Promise<Genesis> {
  const homeGenesis = join(home, 'genesis.json')
  const source = genesisFile ?? homeGenesis
  let text: string | undefined
  try {
    text = await readFile(source, 'utf8')
  } catch (error) {
    if (genesisFile !== undefined) throw error
  }
  const genesis = text === undefined ? defaultGenesis() : genesisSchema.parse(JSON.parse(text))
  await writeFile(homeGenesis, `${JSON.stringify(genesis, null, 2)}\n`)
  return genesis
}

/**
 * Challenge timing from the block time: a provider has 10 blocks (at least 10 s) to answer, a
 * jailed provider sits out as long, and 3 misses in a row jail it (README "Storage challenges").
 */
function challengeConfig(options: DevnetOptions): ChallengeConfig {
  const periodMs = options.challengePeriodMs ?? Math.max(10_000, options.blockTimeMs * 10)
  return {
    intervalBlocks: options.challengeIntervalBlocks ?? 0,
    periodMs,
    jailMs: periodMs,
    failThreshold: Number(STORAGE_PARAMS.consecutive_fails_threshold),
    rewardPerDay: BigInt(STORAGE_PARAMS.reward_per_day.amount),
  }
}

export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  await mkdir(options.home, { recursive: true })
  const genesis = await loadGenesis(options.home, options.genesisFile)

  const registry = createGitopiaRegistry(allGitopiaMsgTypes)
  registry.register(MSG_EXEC_TYPE_URL, MsgExec)
  const store = new Store()
  const auth = new AuthKeeper(store)
  const bank = new BankKeeper(store, auth)
  const feegrant = new FeegrantKeeper(store, auth)
  const users = new UsersKeeper(store)
  const rewards = new RewardsKeeper(store)
  const groups = new GroupKeeper(store)
  const storage = new StorageKeeper(store)
  const stakingModules = createStakingModules({
    store,
    bank,
    unbondingSeconds: options.unbondingSeconds,
  })
  const { staking, distribution } = stakingModules
  const gov = new GovKeeper(
    store,
    bank,
    staking,
    {
      ...DEFAULT_GOV_PARAMS,
      voting_period:
        options.govVotingPeriodSeconds ??
        genesis.gov.voting_period ??
        DEFAULT_GOV_PARAMS.voting_period,
      max_deposit_period: genesis.gov.max_deposit_period ?? DEFAULT_GOV_PARAMS.max_deposit_period,
    },
    distribution,
  )
  const platform = createGitopiaContext(
    store,
    users,
    bank,
    groups,
    id => storage.packfileOf(id)?.cid,
    {
      genesisTime: new Date(genesis.team_vesting?.genesis_time ?? genesis.genesis_time),
      proportions: genesis.team_vesting?.proportions ?? [],
    },
  )
  const isDao = (address: string) => platform.daos.isDao(address)
  const counterpartySpecs = options.counterparties === 'all' ? COUNTERPARTIES : []
  const ibc = new IbcKeeper(store, bank, ADDRESS_PREFIX, gitopiaChannels(counterpartySpecs))
  // IBC routes report proof heights; the node exists once the app does.
  let latestHeight = () => 0n
  const modules: ChainModule[] = [
    authModule(auth),
    bankModule(bank),
    feegrantModule(feegrant),
    gitopiaModule({ users, isDao, platform }),
    rewardsModule(rewards, bank, users),
    ...stakingModules.modules,
    govModule(gov),
    ibcModule({ keeper: ibc, chainId: options.chainId, latestHeight: () => latestHeight() }),
    storageModule(
      {
        storage,
        bank,
        repositoryExists: id => platform.repos.get(id) !== undefined,
        deleteRepository: id => {
          const repository = platform.repos.get(id)
          if (repository) removeRepository(platform, repository)
        },
      },
      challengeConfig(options),
      options.blockTimeMs,
    ),
  ]
  // Group proposals and MsgExec run the Msgs of any module, so they look handlers up lazily.
  const handlerFor = (typeUrl: string) =>
    modules
      .flatMap(module => (module.handlers ?? []) as readonly MsgHandler[])
      .find(h => h.typeUrl === typeUrl)
  modules.push(groupModule({ groups, registry, handlerFor }))
  modules.push(
    authzModule({
      authz: new AuthzKeeper(store),
      registry,
      handlerFor,
      isActiveProvider: address => storage.isActive(address),
    }),
  )
  store.transact(infiniteGas(), () =>
    initGenesis(genesis, { bank, feegrant, users, rewards, staking, distribution }),
  )

  const config = gitopiaChainConfig(options.chainId, options.minGasPrice)
  const { app } = appWithAuthAnte({ config, store, auth, bank, feegrant, registry, modules })
  const log = BlockLog.open(join(options.home, 'blocks.log'))
  if (log.warning) console.warn(`devnet: ${log.warning}`)
  const node = new ChainNode(options.chainId, app, log, new Date(genesis.genesis_time))
  latestHeight = () => node.latest.height
  const relayerSigner = await SystemSigner.fromMnemonic(RELAYER_MNEMONIC, {
    node,
    app,
    auth,
    registry,
  })
  node.registerSystemOp(FUND_RELAYER_OP, () =>
    bank.mint(relayerSigner.address, [{ denom: 'ulore', amount: RELAYER_FUNDS }]),
  )
  node.registerSystemOp(VERIFY_OP, args => verifyOwner(platform, args))
  node.registerSystemOp(SCALE_OP, (args, time) =>
    applyScaleState(platform, storage, args as ScaleArgs, time),
  )

  let providers: DevnetProvider[] = []
  let ibcNetwork: IbcNetwork | undefined
  const servers: Listening[] = []
  let rpcUrl = ''
  const router = new Router()
  registerNodeInfoRoutes(router, options.chainId, () => rpcUrl)
  for (const module of modules) module.registerRoutes?.(router)
  registerTxRoutes(router, node, registry)
  registerBlockRoutes(router, node, { staking, registry })
  registerNodeServiceRoutes(router, { app, node, modules, minGasPrice: config.minGasPrice })
  registerParamsRoutes(
    router,
    { genesisTime: () => new Date(genesis.genesis_time), blockTime: () => node.latest.time },
    platform.vesting,
  )
  const faultTargets = new Map<string, FaultTarget>()
  registerFaultControl(router, () => faultTargets)
  registerAdvanceControl(router, () => [node, ...(ibcNetwork?.chains ?? []).map(c => c.node)])
  registerMinGasPriceControl(router, () => ibcNetwork?.chains ?? [])
  registerHostileVoucher(router, node, ibc)
  registerVerifyControl(router, node, platform)
  registerFaucet({ router, node, app, auth, registry, mnemonic: TEST_ACCOUNTS.faucet.mnemonic })
  const close = async () => {
    await ibcNetwork?.close()
    node.stop()
    await Promise.all([
      ...servers.map(server => server.close()),
      ...providers.map(provider => provider.server.close()),
    ])
    log.close()
  }

  try {
    providers = await startProviders({
      ports: options.providerPorts ?? [0, 0],
      dataDir: join(options.home, 'storage'),
      platform,
      storage,
      registry,
      signerDeps: { node, app, auth, registry },
    })
    // The devnet's providers are part of the initial state of every start (their URLs may change),
    // so they exist before the block log replays their txs.
    store.transact(infiniteGas(), () => {
      for (const provider of providers) {
        bank.mint(provider.address, [{ denom: 'ulore', amount: '1000000000000' }])
        addBondedProvider(storage, {
          address: provider.address,
          apiUrl: provider.url,
          moniker: provider.name,
          joinTime: new Date(genesis.genesis_time),
          stake: STORAGE_PARAMS.min_stake_amount,
        })
      }
    })
    node.replay()
    const [firstProvider] = providers
    const reactor = firstProvider
      ? new ProviderReactor({
          node,
          platform,
          storage,
          providers,
          dataDir: join(options.home, 'storage'),
          repositories: new RepositoryStore(join(options.home, 'storage'), firstProvider.chain),
        })
      : undefined
    if ((options.challengeIntervalBlocks ?? 0) > 0)
      new ChallengeResponder({ node, storage, providers })
    const seeded = await applySeed(options.seed ?? 'none', options.home, {
      node,
      signerDeps: { node, app, auth, registry },
      platform,
      storage,
      groups,
      providers,
      dataDir: join(options.home, 'storage'),
    })
    // Funded by a logged block the first time (not as initial state), so homes from before the
    // relayer existed keep their account numbers when replayed; after seeding, which only seeds
    // a home without blocks.
    if (counterpartySpecs.length > 0 && !auth.get(relayerSigner.address))
      node.produceSystemBlock([{ op: FUND_RELAYER_OP, args: {} }])
    for (const provider of providers)
      faultTargets.set(provider.name, {
        state: () => provider.server.fault(),
        set: fault => provider.setFault(fault),
      })
    const frontends = await startFrontends({
      count: options.nodes ?? 1,
      restPort: options.restPort,
      rpcPort: options.rpcPort,
      restListener: restListener(router),
      rpcListener: rpcServer(app, node, {
        staking: { validators: () => staking.bondedValidators() },
        genesis,
      }),
    })
    servers.push(...frontends.servers)
    // Listed as `rest`, `rpc`, `provider-N`, then `node-N`.
    const providerTargets = [...faultTargets]
    faultTargets.clear()
    for (const [name, target] of [
      ...[...frontends.faultTargets].slice(0, 2),
      ...providerTargets,
      ...[...frontends.faultTargets].slice(2),
    ])
      faultTargets.set(name, target)
    const [first] = frontends.nodes
    if (!first) throw new Error('--nodes must be at least 1')
    rpcUrl = first.rpcUrl
    node.produceBlock()
    node.start(options.blockTimeMs)
    if (counterpartySpecs.length > 0) {
      ibcNetwork = await startIbcNetwork({
        specs: counterpartySpecs,
        gitopia: { node, ibc, relayer: relayerSigner },
        home: options.home,
        restPort: options.restPort,
        rpcPort: options.rpcPort,
        blockTimeMs: options.blockTimeMs,
      })
      for (const [name, target] of ibcNetwork.faultTargets) faultTargets.set(name, target)
    }
    const counterparties = (ibcNetwork?.chains ?? []).map(chain => ({
      chainId: chain.spec.config.chainId,
      chainName: chain.spec.chainName,
      prefix: chain.spec.config.bech32Prefix,
      denom: chain.spec.config.denom,
      restUrl: chain.restUrl,
      rpcUrl: chain.rpcUrl,
      nodes: chain.nodes,
    }))
    return {
      chainId: options.chainId,
      restUrl: first.restUrl,
      rpcUrl: first.rpcUrl,
      nodes: frontends.nodes,
      home: options.home,
      registry,
      providers,
      counterparties,
      seedDurationMs: seeded.durationMs,
      providersIdle: async () => {
        await reactor?.idle()
      },
      controlUrl: `${first.restUrl}${FAULTS_PATH}`,
      setFault: (target, fault) => {
        const found = faultTargets.get(target)
        if (!found) throw new Error(`unknown fault target ${target}`)
        found.set(fault)
      },
      resetFaults: () => {
        for (const target of faultTargets.values()) target.set(CLEAR_FAULTS)
      },
      produceBlock: () => void node.produceBlock(),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
