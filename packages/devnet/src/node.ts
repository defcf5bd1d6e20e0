import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BlockProducer } from './chain/blocks.ts'
import { defaultGenesis, genesisSchema, type Genesis } from './genesis.ts'
import { listenOnLoopback, type Listening } from './http/listen.ts'
import { Router } from './http/router.ts'
import { BankKeeper } from './modules/bank/keeper.ts'
import { registerBankRoutes } from './modules/bank/rest.ts'
import { registerNodeInfoRoutes } from './modules/node-info/rest.ts'
import { restListener } from './rest/gateway.ts'
import { rpcListener, type RpcMethod } from './rpc/server.ts'
import { statusResult } from './rpc/status.ts'

export interface DevnetOptions {
  /** Data directory; created when missing. */
  readonly home: string
  /** 0 picks a free port. */
  readonly restPort: number
  readonly rpcPort: number
  readonly chainId: string
  readonly blockTimeMs: number
  /** A genesis file; when absent the home's genesis (or the default one) is used. */
  readonly genesisFile?: string | undefined
}

export interface Devnet {
  readonly chainId: string
  readonly restUrl: string
  readonly rpcUrl: string
  readonly home: string
  close(): Promise<void>
}

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

export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  await mkdir(options.home, { recursive: true })
  const genesis = await loadGenesis(options.home, options.genesisFile)

  const bank = new BankKeeper()
  for (const account of genesis.accounts) bank.mint(account.address, account.coins)
  const blocks = new BlockProducer(options.chainId, new Date(genesis.genesis_time))

  const servers: Listening[] = []
  let rpcUrl = ''
  const router = new Router()
  registerNodeInfoRoutes(router, options.chainId, () => rpcUrl)
  registerBankRoutes(router, bank)

  const methods = new Map<string, RpcMethod>([
    ['status', () => statusResult(options.chainId, blocks, rpcUrl)],
    ['health', () => ({})],
  ])

  try {
    const rest = await listenOnLoopback(options.restPort, restListener(router))
    servers.push(rest)
    const rpc = await listenOnLoopback(options.rpcPort, rpcListener(methods))
    servers.push(rpc)
    rpcUrl = rpc.url
    blocks.start(options.blockTimeMs)
    return {
      chainId: options.chainId,
      restUrl: rest.url,
      rpcUrl: rpc.url,
      home: options.home,
      close: async () => {
        blocks.stop()
        await Promise.all(servers.map(server => server.close()))
      },
    }
  } catch (error) {
    blocks.stop()
    await Promise.all(servers.map(server => server.close()))
    throw error
  }
}
