// The app's node pool (packages/chain/src/nodes) against four real node front-ends.
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
} from '@gitopia-client/chain/codec'
import { getBalance, registerTransport } from '@gitopia-client/chain'
import {
  failoverRpcClient,
  memoryNodeStore,
  NODE_POOL_REST,
  NodePool,
  PROBE_TIMEOUT_MS,
  NoNodeReachableError,
  type NodeStore,
} from '@gitopia-client/chain/nodes'
import { TxPipeline } from '@gitopia-client/chain/tx'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import { startHarness, type Harness } from './testing/harness.ts'

let h: Harness
let other: Harness
const pools: NodePool[] = []

beforeAll(async () => {
  h = await startHarness({ nodes: 4 })
  other = await startHarness({ chainId: 'other-chain-1' })
})
afterAll(async () => {
  await Promise.all([h.close(), other.close()])
})
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close()
  await fetch(`${h.devnet.controlUrl}/reset`, { method: 'POST' })
})

const fault = (target: string, change: Record<string, unknown>) =>
  fetch(h.devnet.controlUrl, { method: 'POST', body: JSON.stringify({ target, ...change }) })

function poolFor(
  store: NodeStore = memoryNodeStore(),
  log: string[] = [],
  now?: () => number,
  nodes = h.devnet.nodes,
) {
  const pool = new NodePool({
    ...(now ? { now } : {}),
    chainId: 'gitopia-devnet-1',
    providers: nodes.map(n => ({
      name: n.name,
      apiEndpoint: n.restUrl,
      rpcEndpoint: n.rpcUrl,
    })),
    store,
    recoveryIntervalMs: 200,
    send: (url, init) => {
      log.push(url)
      return fetch(url, init)
    },
  })
  pools.push(pool)
  return pool
}

const nodeOf = (url: string | null) =>
  h.devnet.nodes.findIndex(n => n.restUrl === url || n.rpcUrl === url) + 1

describe('the node pool over four nodes', () => {
  it('does not wait for a slow node: another is chosen and saved, in well under its delay', async () => {
    // Slower than the probe timeout: a pool that waited for every probe would take all of it.
    await fault('node-1', { latencyMs: PROBE_TIMEOUT_MS + 2_000 })
    const store = memoryNodeStore()
    const pool = poolFor(store)
    const started = performance.now()
    await pool.ready()
    expect(performance.now() - started).toBeLessThan(PROBE_TIMEOUT_MS - 500)
    const { rest, rpc, phase } = pool.snapshot()
    expect(phase).toBe('ready')
    expect(nodeOf(rest)).toBeGreaterThan(1)
    expect(nodeOf(rpc)).toBeGreaterThan(1)
    expect(store.loadChoice()).toMatchObject({ apiEndpoint: rest, rpcEndpoint: rpc, manual: false })
    expect(store.loadWorking()).not.toContain(h.devnet.nodes[0]?.restUrl)
  })

  it('asks each node once at start: one REST probe per node, no RPC probe before a signature', async () => {
    const log: string[] = []
    await poolFor(memoryNodeStore(), log).ready()
    const rpcs = new Set(h.devnet.nodes.map(n => new URL(n.rpcUrl).origin))
    expect(log.filter(url => rpcs.has(new URL(url).origin))).toEqual([])
    expect([...log].sort()).toEqual(
      h.devnet.nodes.map(n => `${n.restUrl}/cosmos/base/tendermint/v1beta1/blocks/latest`).sort(),
    )
  })

  it('uses a choice proved minutes ago without asking any node; an older one costs one probe', async () => {
    let clock = Date.now()
    const store = memoryNodeStore()
    await poolFor(store, [], () => clock).ready()
    const saved = store.loadChoice()
    const recent: string[] = []
    const again = poolFor(store, recent, () => clock)
    await again.ready()
    expect(recent).toEqual([])
    expect(again.snapshot()).toMatchObject({ rest: saved?.apiEndpoint, phase: 'ready' })

    clock += 10 * 60_000
    const older: string[] = []
    await poolFor(store, older, () => clock).ready()
    expect(older).toEqual([`${saved?.apiEndpoint}/cosmos/base/tendermint/v1beta1/blocks/latest`])
  })

  it('a read on a recent choice goes to that node alone: no latency is known yet, none is hedged at once', async () => {
    const store = memoryNodeStore()
    await poolFor(store).ready()
    const saved = store.loadChoice()
    for (const node of h.devnet.nodes) await fault(node.name, { latencyMs: 150 })
    const log: string[] = []
    const again = poolFor(store, log)
    await again.ready()
    const response = await again.request(
      'rest',
      '/cosmos/base/tendermint/v1beta1/node_info',
      {},
      true,
    )
    expect(response.ok).toBe(true)
    expect(log).toEqual([`${saved?.apiEndpoint}/cosmos/base/tendermint/v1beta1/node_info`])
  })

  it('a recent choice of a node the network no longer names is dropped: the providers are probed', async () => {
    const store = memoryNodeStore()
    await poolFor(store).ready()
    const saved = store.loadChoice()
    const remaining = h.devnet.nodes.filter(n => n.restUrl !== saved?.apiEndpoint)
    const log: string[] = []
    const pool = poolFor(store, log, undefined, remaining)
    await pool.ready()
    expect(log).not.toContain(`${saved?.apiEndpoint}/cosmos/base/tendermint/v1beta1/blocks/latest`)
    expect(log).toHaveLength(3)
    expect(pool.snapshot().rest).not.toBe(saved?.apiEndpoint)
    expect(remaining.map(n => n.restUrl)).toContain(pool.snapshot().rest)
  })

  it('the first RPC request goes out at once and starts one probe of each RPC endpoint', async () => {
    const log: string[] = []
    const pool = poolFor(memoryNodeStore(), log)
    await pool.ready()
    log.length = 0
    const response = await pool.request('rpc', '/abci_info', {}, true)
    expect(response.ok).toBe(true)
    await expect
      .poll(() => pool.snapshot().endpoints.filter(e => e.kind === 'rpc' && e.healthy).length)
      .toBe(4)
    await pool.request('rpc', '/abci_info', {}, true)
    // One probe of each RPC endpoint for the session, however many requests follow.
    expect(h.devnet.nodes.map(n => log.filter(url => url === `${n.rpcUrl}/status`).length)).toEqual(
      [1, 1, 1, 1],
    )
    expect(log[0]).toMatch(/\/abci_info$/)
  })

  it('fails a read over when the node in use goes down, and drops it from the working list', async () => {
    const pool = poolFor()
    await pool.ready()
    const unregister = registerTransport(NODE_POOL_REST, (path, init) =>
      pool.request('rest', path, init, true),
    )
    try {
      const inUse = nodeOf(pool.snapshot().rest)
      await fault(`node-${inUse}`, { down: true })
      const started = performance.now()
      const balance = await getBalance(NODE_POOL_REST, TEST_ACCOUNTS.alice.address, 'ulore')
      expect(balance).toBeGreaterThan(0n)
      expect(performance.now() - started).toBeLessThan(500)
      expect(nodeOf(pool.snapshot().rest)).not.toBe(inUse)
      expect(pool.snapshot().working).not.toContain(h.devnet.nodes[inUse - 1]?.restUrl)
    } finally {
      unregister()
    }
  })

  it('hedges a slow read: the same GET goes to the next node and the first answer wins', async () => {
    const pool = poolFor()
    await pool.ready()
    const inUse = nodeOf(pool.snapshot().rest)
    await fault(`node-${inUse}`, { latencyMs: 3_000 })
    const started = performance.now()
    const response = await pool.request('rest', '/cosmos/bank/v1beta1/params', {}, true)
    expect(response.ok).toBe(true)
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(790)
    expect(elapsed).toBeLessThan(1_500)
    expect(nodeOf(pool.snapshot().rest)).not.toBe(inUse)
  })

  it('says no node is reachable when all are down, and recovers by itself', async () => {
    const pool = poolFor()
    await pool.ready()
    await fault('rest', { down: true })
    const error: unknown = await pool
      .request('rest', '/cosmos/bank/v1beta1/params', {}, true)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoNodeReachableError)
    expect((error as NoNodeReachableError).tried).toEqual(h.devnet.nodes.map(n => n.name))
    expect(pool.snapshot().phase).toBe('unreachable')
    await fault('rest', { down: false })
    await expect.poll(() => pool.snapshot().phase, { timeout: 3_000 }).toBe('ready')
  })

  it('refuses a custom endpoint of another chain', async () => {
    const pool = poolFor()
    await pool.ready()
    await expect(pool.addCustom(other.devnet.restUrl, other.devnet.rpcUrl)).rejects.toThrow(
      'This node serves chain other-chain-1, not gitopia-devnet-1',
    )
    const [fourth] = h.devnet.nodes.slice(3)
    await pool.addCustom(fourth!.restUrl, fourth!.rpcUrl)
    expect(pool.snapshot()).toMatchObject({ rest: fourth!.restUrl, manual: true })
  })

  it('refuses a custom endpoint over cleartext http to another host, before any request', async () => {
    const log: string[] = []
    const pool = poolFor(memoryNodeStore(), log)
    await pool.ready()
    const sent = log.length
    await expect(pool.addCustom('http://node.example:1317', h.devnet.rpcUrl)).rejects.toThrow(
      'The REST endpoint must be an https:// URL (http:// only to this computer)',
    )
    expect(log.length).toBe(sent)
  })

  it('does not reuse a custom node chosen by hand once it serves another chain', async () => {
    const store = memoryNodeStore()
    // Saved last visit for this chain; the operator has since pointed it at another chain.
    store.saveChoice({
      name: 'Custom',
      apiEndpoint: other.devnet.restUrl,
      rpcEndpoint: other.devnet.rpcUrl,
      manual: true,
      chainId: 'gitopia-devnet-1',
    })
    const pool = poolFor(store)
    await pool.ready()
    expect(nodeOf(pool.snapshot().rest)).toBeGreaterThan(0)
    expect(pool.snapshot().manual).toBe(false)
    expect(store.loadChoice()).toMatchObject({ manual: false })
  })

  it('a tx whose broadcast answer is lost is sent again to the next node and lands once', async () => {
    const pool = poolFor()
    await pool.ready()
    let lost = 0
    const lossy = new NodePool({
      chainId: 'gitopia-devnet-1',
      providers: pool.snapshot().providers,
      store: memoryNodeStore(),
      send: async (url, init) => {
        const response = await fetch(url, init)
        // The first broadcast reaches the chain, but its answer never comes back.
        if (
          typeof init.body === 'string' &&
          init.body.includes('broadcast_tx_sync') &&
          lost++ === 0
        )
          throw new TypeError('connection reset')
        return response
      },
    })
    pools.push(lossy)
    const registry = createGitopiaRegistry(allGitopiaMsgTypes)
    const pipeline = new TxPipeline({
      rpc: failoverRpcClient(lossy),
      registry,
      aminoTypes: createGitopiaAminoTypes(allGitopiaMsgTypes),
      pollIntervalMs: 50,
    })
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.bob.mnemonic, {
      prefix: 'gitopia',
    })
    const before = await getBalance(h.devnet.restUrl, TEST_ACCOUNTS.dev.address, 'ulore')
    const result = await pipeline.submit(
      { address: TEST_ACCOUNTS.bob.address, offlineSigner: wallet },
      {
        msgs: [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: TEST_ACCOUNTS.bob.address,
              toAddress: TEST_ACCOUNTS.dev.address,
              amount: [{ denom: 'ulore', amount: '11' }],
            },
          },
        ],
      },
    )
    expect(lost).toBe(2)
    expect(result.hash).toMatch(/^[0-9A-F]{64}$/)
    const after = await getBalance(h.devnet.restUrl, TEST_ACCOUNTS.dev.address, 'ulore')
    expect(after - before).toBe(11n)
  })
})
