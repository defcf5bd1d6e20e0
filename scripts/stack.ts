// Runs the local stack: the devnet and the production server with the built app pointed at it.
// Used by `npm start` and by the end-to-end tests (which pass port 0 to get free ports).
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ADDRESS_PREFIX, devnetNetwork, devnetNodesNetwork, LORE } from '@gitopia-client/chain'
import { devnetEndpoints, isSeedName, SEEDS, startDevnet } from '@gitopia-client/devnet'
import {
  DEVNET_CHANNELS,
  devnetRegistryChains,
  writeRegistry,
  type DevnetChainInfo,
} from '@gitopia-client/devnet/registry'
import { connectSources, createAppServer, loadIbcRegistryDirectory } from '@gitopia-client/server'

export const STACK_READY_MARKER = 'STACK_READY'

const { values } = parseArgs({
  options: {
    home: { type: 'string', default: '.devnet' },
    port: { type: 'string', default: '8080' },
    'rest-port': { type: 'string', default: '1317' },
    'rpc-port': { type: 'string', default: '26657' },
    'block-time-ms': { type: 'string', default: '1000' },
    // Storage provider N listens on this port + N - 1 (0: free ports).
    'provider-port': { type: 'string', default: '5001' },
    providers: { type: 'string', default: '2' },
    // Node front-ends over the one chain; node N on --rest-port/--rpc-port + N - 1 (0: free ports).
    nodes: { type: 'string', default: '4' },
    // The demo world (packages/devnet/src/seed/demo-world.ts) unless `--seed none`.
    seed: { type: 'string', default: 'demo' },
    // Storage challenges every N blocks (0: off).
    'challenge-interval': { type: 'string', default: '30' },
    // x/gov voting period in seconds (default: the genesis's, 300).
    'gov-voting-period': { type: 'string' },
    // Osmosis- and Cosmos-Hub-like chains for IBC transfers (`none` turns them off).
    counterparties: { type: 'string', default: 'all' },
    dist: { type: 'string', default: 'apps/web/dist' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const root = resolve(import.meta.dirname, '..')
const devnet = await startDevnet({
  home: resolve(process.env.INIT_CWD ?? process.cwd(), values.home),
  restPort: Number(values['rest-port']),
  rpcPort: Number(values['rpc-port']),
  chainId: devnetNetwork().chainId,
  blockTimeMs: Number(values['block-time-ms']),
  seed: isSeedName(values.seed) ? values.seed : fail(`--seed must be one of ${SEEDS.join(', ')}`),
  challengeIntervalBlocks: Number(values['challenge-interval']),
  ...(values['gov-voting-period'] === undefined
    ? {}
    : { govVotingPeriodSeconds: Number(values['gov-voting-period']) }),
  nodes: Number(values.nodes),
  counterparties:
    values.counterparties === 'none' || values.counterparties === 'all'
      ? values.counterparties
      : fail('--counterparties must be all or none'),
  providerPorts: Array.from({ length: Number(values.providers) }, (_, i) =>
    Number(values['provider-port']) === 0 ? 0 : Number(values['provider-port']) + i,
  ),
})

// The devnet's chain registry (README "Chain registry routes"), served at /api/ibc/*: Gitopia
// and the counterparty chains, with the channels between them.
const counterparties: readonly DevnetChainInfo[] = devnet.counterparties
const registryDir = join(devnet.home, 'chain-registry')
await writeRegistry(
  registryDir,
  devnetRegistryChains([
    {
      chainName: 'gitopia',
      chainId: devnet.chainId,
      prefix: ADDRESS_PREFIX,
      denom: LORE.denom,
      restUrl: devnet.restUrl,
      rpcUrl: devnet.rpcUrl,
      nodes: devnet.nodes.map(node => ({
        name: node.name,
        restUrl: node.restUrl,
        rpcUrl: node.rpcUrl,
      })),
    },
    ...counterparties,
  ]),
  DEVNET_CHANNELS,
)

const network = {
  ...devnetNodesNetwork(
    devnet.nodes.map(node => ({
      name: node.name,
      apiEndpoint: node.restUrl,
      rpcEndpoint: node.rpcUrl,
    })),
    devnet.chainId,
  ),
  // The devnet's public faucet (tokens or a fee grant, once a minute per address).
  faucet: `${devnet.nodes[0]?.restUrl ?? ''}/faucet/claim`,
  // Used when the chain lists no active provider, looked up on chain by its address.
  ...(devnet.providers[0] ? { defaultStorageProvider: devnet.providers[0].address } : {}),
}
const ibc = {
  registry: await loadIbcRegistryDirectory(registryDir),
  chains: counterparties.map(chain => chain.chainName),
}
const server = await createAppServer({
  distDir: resolve(root, values.dist),
  appConfig: { network, ibc: { chains: ibc.chains } },
  ibcRegistry: ibc.registry,
  // Every node, counterparty and provider by origin; custom nodes a user adds are on loopback.
  connectSources: connectSources({
    nodes: network.providers,
    ibc,
    storageProviders: devnet.providers.map(provider => provider.url),
    runtime: ['http://127.0.0.1:*'],
  }),
})
await new Promise<void>((done, fail) => {
  server.once('error', fail)
  server.listen(Number(values.port), '127.0.0.1', done)
})
const address = server.address()
const appUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''

console.log(`\nGitopia is running at ${appUrl}/home`)
for (const node of devnet.nodes)
  console.log(
    `  ${node.name}: REST ${node.restUrl}, RPC ${node.rpcUrl} (fault target ${node.target})`,
  )
console.log(`  devnet data in ${devnet.home}`)
console.log(`  storage providers ${devnet.providers.map(provider => provider.url).join(', ')}`)
console.log('  Press Ctrl+C to stop.')
console.log(`${STACK_READY_MARKER} ${JSON.stringify({ app: appUrl, ...devnetEndpoints(devnet) })}`)

const stop = () => {
  server.close()
  server.closeAllConnections()
  void devnet.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
