import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { type Devnet } from '../../node.ts'
import { startTestDevnet, type TestDevnet } from '../../testing/harness.ts'

let devnet: Devnet
let testnet: TestDevnet

beforeAll(async () => {
  testnet = await startTestDevnet({
    providerPorts: [],
  })
  devnet = testnet.devnet
})

afterAll(() => testnet.close())

async function faucet(address: string): Promise<string> {
  const response = await fetch(`${devnet.restUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address }),
  })
  return ((await response.json()) as { txhash: string }).txhash
}

describe('GET /cosmos/tx/v1beta1/txs (search)', () => {
  it('finds txs by events, newest first with order_by, paged, with total', async () => {
    const dev = TEST_ACCOUNTS.dev.address
    const first = await faucet(dev)
    const second = await faucet(dev)
    const search = async (params: string) => {
      const response = await fetch(`${devnet.restUrl}/cosmos/tx/v1beta1/txs?${params}`)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const events = `events=${encodeURIComponent(`transfer.recipient='${dev}'`)}`
    const ascending = await search(events)
    expect(ascending.status).toBe(200)
    const hashes = (body: Record<string, unknown>) =>
      (body.tx_responses as { txhash: string }[]).map(tx => tx.txhash)
    expect(hashes(ascending.body)).toEqual([first, second])
    expect(ascending.body.total).toBe('2')
    expect((ascending.body.txs as unknown[]).length).toBe(2)
    const newest = await search(`${events}&order_by=ORDER_BY_DESC&limit=1`)
    expect(hashes(newest.body)).toEqual([second])
    const page2 = await search(`${events}&order_by=ORDER_BY_DESC&limit=1&page=2`)
    expect(hashes(page2.body)).toEqual([first])
    const both = await search(
      `${events}&events=${encodeURIComponent(`message.sender='${TEST_ACCOUNTS.faucet.address}'`)}`,
    )
    expect(both.body.total).toBe('2')
    expect((await search('')).status).toBe(400)
    expect((await search('events=nonsense')).status).toBe(400)
  })
})

describe('gitopia params and vesting (v6 routes)', () => {
  it('answers like a v6 node', async () => {
    const params = (await (
      await fetch(`${devnet.restUrl}/gitopia/gitopia/gitopia/params`)
    ).json()) as { params: Record<string, unknown> }
    expect(Object.keys(params.params)).toEqual([
      'next_inflation_time',
      'pool_proportions',
      'team_proportions',
      'genesis_time',
      'git_server',
      'storage_provider',
    ])
    const vested = await fetch(
      `${devnet.restUrl}/gitopia/gitopia/gitopia/vestedAmount/${TEST_ACCOUNTS.alice.address}`,
    )
    // Not a team member: GetVestedProportion's refusal is the answer (ErrUnauthorized, gRPC Unknown).
    expect(vested.status).toBe(500)
    expect(((await vested.json()) as { message: string }).message).toBe(
      `account (${TEST_ACCOUNTS.alice.address}) doesn't have permission to perform this operation: unauthorized`,
    )
    const bad = await fetch(`${devnet.restUrl}/gitopia/gitopia/gitopia/vestedAmount/nope`)
    expect(bad.status).toBe(400)
  })
})

describe('tendermint block routes', () => {
  it('serves the latest block and a block by height, with base64 hashes', async () => {
    const latest = await fetch(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/blocks/latest`)
    const body = (await latest.json()) as {
      block_id: { hash: string }
      block: { header: { chain_id: string; height: string; time: string } }
    }
    expect(body.block.header.chain_id).toBe('gitopia-devnet-1')
    expect(Number(body.block.header.height)).toBeGreaterThan(0)
    expect(body.block_id.hash).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const hash = await faucet(TEST_ACCOUNTS.bob.address)
    const tx = (await (await fetch(`${devnet.restUrl}/cosmos/tx/v1beta1/txs/${hash}`)).json()) as {
      tx_response: { height: string }
    }
    const byHeight = await fetch(
      `${devnet.restUrl}/cosmos/base/tendermint/v1beta1/blocks/${tx.tx_response.height}`,
    )
    const block = (await byHeight.json()) as { block: { data: { txs: string[] } } }
    expect(block.block.data.txs).toHaveLength(1)
    const future = await fetch(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/blocks/999999999`)
    expect(future.status).toBe(400)
    const syncing = await fetch(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/syncing`)
    expect(await syncing.json()).toEqual({ syncing: false })
  })
})

describe('GET /cosmos/tx/v1beta1/txs/{hash}', () => {
  it('prints Msgs with the proto field names, as the SDK gateway does', async () => {
    const faucet = await fetch(`${devnet.restUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: TEST_ACCOUNTS.carol.address }),
    })
    const { txhash } = (await faucet.json()) as { txhash: string }
    const response = await fetch(`${devnet.restUrl}/cosmos/tx/v1beta1/txs/${txhash}`)
    const body = (await response.json()) as { tx: { body: { messages: unknown[] } } }
    expect(body.tx.body.messages[0]).toEqual({
      '@type': '/cosmos.bank.v1beta1.MsgSend',
      from_address: TEST_ACCOUNTS.faucet.address,
      to_address: TEST_ACCOUNTS.carol.address,
      amount: [{ denom: 'ulore', amount: '10000000' }],
    })
  })
})
