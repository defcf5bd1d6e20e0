// Serves the built app for real (README "Hosting the client"): the production server with its
// security headers and the runtime configuration of one network. Nothing is fetched at run time:
// mainnet's providers and the /api/ibc/* data come from the chain-registry package bundled with
// the client; the devnet's from the registry directory `npm start` writes (.devnet/chain-registry).
//   npm run serve -- --network mainnet|devnet|<config.json> [--port 8080] [--host 127.0.0.1]
//                    [--ibc-registry mainnet|<dir>] [--faucet-url <url>]
// --faucet-url names the faucet the "Get LORE" step offers (the local devnet's by default).
import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  DEVNET_DEFAULTS,
  devnetNodesNetwork,
  mainnetNetwork,
  networkSchema,
  type Network,
} from '@gitopia-client/chain'
import {
  connectSources,
  createAppServer,
  loadIbcRegistryDirectory,
  mainnetIbcRegistry,
  type IbcRegistry,
} from '@gitopia-client/server'

const USAGE =
  'Usage: npm run serve -- --network mainnet|devnet|<config.json> [--port 8080] [--host 127.0.0.1] [--dist apps/web/dist] [--ibc-registry mainnet|<dir>] [--faucet-url <url>] [--default-storage-provider <address>] [--hsts]'

function fail(message: string): never {
  console.error(message)
  console.error(USAGE)
  process.exit(2)
}

/** The devnet of `npm start`: four nodes on the default ports (README "The devnet"). */
function localDevnet(): Network {
  return {
    ...devnetNodesNetwork(
      [1, 2, 3, 4].map(n => ({
        name: `Devnet node ${n}`,
        apiEndpoint: `http://127.0.0.1:${DEVNET_DEFAULTS.restPort + n - 1}`,
        rpcEndpoint: `http://127.0.0.1:${DEVNET_DEFAULTS.rpcPort + n - 1}`,
      })),
    ),
    faucet: `http://127.0.0.1:${DEVNET_DEFAULTS.restPort}/faucet/claim`,
  }
}

/** A JSON file holding a network, or `{"network": …}` as the runtime config carries it. */
async function networkFromFile(path: string): Promise<Network> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    fail(`--network ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const candidate =
    typeof json === 'object' && json !== null && 'network' in json ? json.network : json
  const parsed = networkSchema.safeParse(candidate)
  if (!parsed.success)
    fail(
      `--network ${path} is not a valid network:\n${parsed.error.issues
        .map(issue => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('\n')}`,
    )
  return parsed.data
}

const { values } = parseArgs({
  options: {
    network: { type: 'string' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'apps/web/dist' },
    'ibc-registry': { type: 'string' },
    'faucet-url': { type: 'string' },
    'default-storage-provider': { type: 'string' },
    // Behind a proxy that terminates TLS, this server sees only http: it cannot tell by itself.
    hsts: { type: 'boolean', default: false },
  },
  strict: true,
})
const choice = values.network ?? fail('--network is required')
const chosen =
  choice === 'mainnet'
    ? mainnetNetwork()
    : choice === 'devnet'
      ? localDevnet()
      : await networkFromFile(resolve(process.env.INIT_CWD ?? process.cwd(), choice))
const faucet = values['faucet-url'] ?? chosen.faucet
const defaultStorageProvider = values['default-storage-provider'] ?? chosen.defaultStorageProvider
const parsedNetwork = networkSchema.safeParse({
  ...chosen,
  ...(faucet ? { faucet } : {}),
  ...(defaultStorageProvider ? { defaultStorageProvider } : {}),
})
const network = parsedNetwork.success
  ? parsedNetwork.data
  : fail(
      parsedNetwork.error.issues.some(issue => issue.path[0] === 'defaultStorageProvider')
        ? `--default-storage-provider ${defaultStorageProvider ?? ''} is not an account address`
        : `--faucet-url ${faucet ?? ''} is not an http(s) URL`,
    )

/** Chain registry data for /api/ibc/*: mainnet's from the package, a devnet's from its files. */
async function ibcRegistry(): Promise<IbcRegistry | undefined> {
  const source =
    values['ibc-registry'] ??
    (choice === 'mainnet' ? 'mainnet' : choice === 'devnet' ? '.devnet/chain-registry' : undefined)
  if (source === undefined) return undefined
  if (source === 'mainnet') return mainnetIbcRegistry()
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), source)
  if (values['ibc-registry'] === undefined && !(await stat(dir).catch(() => null))) return undefined
  try {
    return await loadIbcRegistryDirectory(dir)
  } catch (error) {
    fail(`--ibc-registry ${dir}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number`)
const distDir = resolve(import.meta.dirname, '..', values.dist)
if (!(await stat(resolve(distDir, 'index.html')).catch(() => null)))
  fail(`No built app in ${distDir}: run \`npm run build\` first`)

// The app offers these counterparties and hides one whose bridge the registry lacks.
const ibcChains = ['osmosis', 'cosmoshub']
const registry = await ibcRegistry()
const server = await createAppServer({
  distDir,
  appConfig: { network, ibc: { chains: ibcChains } },
  ibcRegistry: registry,
  https: values.hsts,
  // The network's nodes and the counterparties' by origin; storage providers (from the chain)
  // and custom nodes are known only at run time: https, or loopback for a local devnet.
  connectSources: connectSources({
    nodes: network.providers,
    ...(registry ? { ibc: { registry, chains: ibcChains } } : {}),
    runtime: [
      ...(network.id === 'devnet' ? ['http://127.0.0.1:*'] : ['https:']),
      ...(network.faucet ? [new URL(network.faucet).origin] : []),
    ],
  }),
})
await new Promise<void>((done, reject) => {
  server.once('error', reject)
  server.listen(port, values.host, done)
})
const address = server.address()
const url = typeof address === 'object' && address ? `http://${values.host}:${address.port}` : ''
console.log(`Gitopia (${network.id}, chain ${network.chainId}) at ${url}/home`)
for (const provider of network.providers)
  console.log(`  ${provider.name}: ${provider.apiEndpoint} , ${provider.rpcEndpoint}`)
console.log(`SERVE_READY ${JSON.stringify({ url, network: network.id })}`)
const stop = () => {
  server.close()
  server.closeAllConnections()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
