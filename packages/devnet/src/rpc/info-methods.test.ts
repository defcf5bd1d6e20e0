/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call -- JSON checked by the assertions */
import { toBase64, toHex } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { SigningStargateClient } from '@cosmjs/stargate'
import { BlockIdFlag, HttpClient, Tendermint37Client, type RpcClient } from '@cosmjs/tendermint-rpc'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

let h: Harness
let client: Tendermint37Client

beforeAll(async () => {
  // Blocks only when a test produces one, so the mempool can be looked at.
  h = await startHarness({ blockTimeMs: 600_000 })
  client = await Tendermint37Client.connect(h.devnet.rpcUrl)
  for (let i = 0; i < 3; i++) h.devnet.produceBlock()
})
afterAll(async () => {
  client.disconnect()
  await h.close()
})

const rpc = async (method: string, params: Record<string, unknown> = {}) =>
  (await (
    await fetch(h.devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  ).json()) as any
const uri = async (path: string) => (await (await fetch(`${h.devnet.rpcUrl}${path}`)).json()) as any

/** A Tendermint37Client whose `block` requests go to another method (to decode its answer). */
function redirected(method: string, params: Record<string, string>): Tendermint37Client {
  const http = new HttpClient(h.devnet.rpcUrl)
  const rpcClient: RpcClient = {
    execute: request => http.execute({ ...request, method, params }),
    disconnect: () => http.disconnect(),
  }
  return Tendermint37Client.create(rpcClient)
}

async function signedSend(amount: string): Promise<Uint8Array> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.bob.mnemonic, {
    prefix: 'gitopia',
  })
  const signer = await SigningStargateClient.connectWithSigner(h.devnet.rpcUrl, wallet)
  const signed = await signer.sign(
    TEST_ACCOUNTS.bob.address,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: TEST_ACCOUNTS.bob.address,
          toAddress: TEST_ACCOUNTS.dev.address,
          amount: [{ denom: 'ulore', amount }],
        },
      },
    ],
    { amount: [{ denom: 'ulore', amount: '200' }], gas: '200000' },
    '',
  )
  signer.disconnect()
  return TxRaw.encode(signed).finish()
}

describe('CometBFT 0.37 info methods, as cosmjs decodes them', () => {
  it('validators: x/staking bonded set with its consensus keys, power = tokens / 10^6', async () => {
    const result = await client.validatorsAll()
    expect(result.total).toBe(3)
    expect(result.validators.map(v => v.votingPower)).toEqual([300n, 300n, 200n])
    const staking = (await h.get('/cosmos/staking/v1beta1/validators?status=BOND_STATUS_BONDED'))
      .body as any
    const keys = staking.validators.map((v: any) => v.consensus_pubkey.key).sort()
    expect(result.validators.map(v => toBase64(v.pubkey!.data)).sort()).toEqual(keys)
    for (const v of result.validators) expect(v.address).toHaveLength(20)
    // the node is one of them, and proposes in turn
    const status = await client.status()
    expect(toHex(status.validatorInfo.address)).toBe(toHex(result.validators[0]!.address))
    expect(status.validatorInfo.votingPower).toBe(300n)
    const proposers = new Set<string>()
    for (let height = 1; height <= 3; height++)
      proposers.add(toHex((await client.block(height)).block.header.proposerAddress))
    expect(proposers.size).toBe(3)
    // pages, and the URI form
    const page = await client.validators({ page: 2, per_page: 1 })
    expect(page.count).toBe(1)
    expect(page.total).toBe(3)
    expect(page.validators[0]!.address).toEqual(result.validators[1]!.address)
    const byUri = await uri('/validators?height=1')
    expect(byUri.result).toMatchObject({ block_height: '1', count: '3', total: '3' })
    expect((await rpc('validators', { page: '3', per_page: '2' })).error.data).toBe(
      'page should be within [1, 2] range, given 3',
    )
  })

  it('commit: signed header of a height, canonical once the next block exists', async () => {
    h.devnet.produceBlock()
    const latest = (await client.status()).syncInfo.latestBlockHeight
    const commit = await client.commit(latest - 1)
    expect(commit.canonical).toBe(true)
    expect(commit.header.height).toBe(latest - 1)
    expect(commit.commit.signatures).toHaveLength(3)
    expect(commit.commit.signatures.every(s => s.blockIdFlag === BlockIdFlag.Commit)).toBe(true)
    const block = await client.block(latest - 1)
    expect(commit.commit.blockId.hash).toEqual(block.blockId.hash)
    // the next block carries the same commit as its last_commit
    const next = await client.block(latest)
    expect(next.block.lastCommit?.blockId.hash).toEqual(block.blockId.hash)
    expect(next.block.lastCommit?.signatures).toEqual(commit.commit.signatures)
    expect((await client.commit(latest)).canonical).toBe(false)
    expect((await rpc('commit', { height: String(latest + 100) })).error.data).toContain(
      'must be less than or equal to the current blockchain height',
    )
  })

  it('header and block_by_hash answer what block answers', async () => {
    const block = await rpc('block', { height: '2' })
    const header = await uri('/header?height=2')
    expect(header.result.header).toEqual(block.result.block.header)
    const hash = block.result.block_id.hash as string
    const byHash = await redirected('block_by_hash', {
      hash: toBase64(Buffer.from(hash, 'hex')),
    }).block()
    expect(byHash.block.header.height).toBe(2)
    expect(toHex(byHash.blockId.hash).toUpperCase()).toBe(hash)
    expect((await uri(`/block_by_hash?hash=0x${hash}`)).result.block_id.hash).toBe(hash)
    const missing = await rpc('block_by_hash', { hash: toBase64(new Uint8Array(32)) })
    expect(missing.result).toEqual({
      block_id: { hash: '', parts: { total: 0, hash: '' } },
      block: null,
    })
  })

  it('genesis: the document with its consensus params and app state', async () => {
    const genesis = await client.genesis()
    expect(genesis.chainId).toBe('gitopia-devnet-1')
    expect(genesis.genesisTime.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(genesis.consensusParams.block?.maxBytes).toBe(22020096)
    expect(genesis.consensusParams.evidence?.maxAgeNumBlocks).toBe(100000)
    const state = genesis.appState as any
    expect(state.bank.balances).toContainEqual({
      address: TEST_ACCOUNTS.alice.address,
      coins: [{ denom: 'ulore', amount: '1000000000' }],
    })
    // Three in the set and one jailed for double signing.
    expect(state.staking.validators).toHaveLength(4)
    expect(state.staking.validators.filter((v: any) => v.jailed)).toHaveLength(1)
  })

  it('unconfirmed_txs and num_unconfirmed_txs show the mempool until the next block', async () => {
    const tx = await signedSend('3')
    expect((await client.numUnconfirmedTxs()).total).toBe(0)
    const sync = await client.broadcastTxSync({ tx })
    expect(sync.code).toBe(0)
    expect(await client.numUnconfirmedTxs()).toEqual({ total: 1, totalBytes: tx.length })
    const pending = await uri('/unconfirmed_txs?limit=10')
    expect(pending.result).toEqual({
      n_txs: '1',
      total: '1',
      total_bytes: String(tx.length),
      txs: [toBase64(tx)],
    })
    h.devnet.produceBlock()
    expect((await client.numUnconfirmedTxs()).total).toBe(0)
    expect((await rpc('unconfirmed_txs')).result.txs).toEqual([])
    expect((await client.tx({ hash: sync.hash })).height).toBeGreaterThan(0)
  })

  it('net_info and consensus_params', async () => {
    expect((await rpc('net_info')).result).toEqual({
      listening: true,
      listeners: ['Listener(@)'],
      n_peers: '0',
      peers: [],
    })
    const params = await uri('/consensus_params?height=2')
    expect(params.result.block_height).toBe('2')
    // No proposal has changed them: a block's params are the genesis document's.
    const { genesis } = (await rpc('genesis')).result
    expect(params.result.consensus_params).toEqual(genesis.consensus_params)
    expect(params.result.consensus_params.validator).toEqual({ pub_key_types: ['ed25519'] })
  })
})

describe('block_search and genesis_chunked', () => {
  it('finds blocks by height conditions, newest first unless asked ascending', async () => {
    const query = 'block.height >= 2 AND block.height <= 3'
    const all = await client.blockSearchAll({ query })
    expect(all.totalCount).toBe(2)
    expect(all.blocks.map(b => b.block.header.height)).toEqual([2, 3])
    const desc = await rpc('block_search', { query, per_page: '1' })
    expect(desc.result.total_count).toBe('2')
    expect(desc.result.blocks.map((b: any) => b.block.header.height)).toEqual(['3'])
    const asc = await uri(`/block_search?query="${encodeURIComponent(query)}"&order_by="asc"`)
    expect(asc.result.blocks.map((b: any) => b.block.header.height)).toEqual(['2', '3'])
    const none = await rpc('block_search', { query: "begin_block.foo='x'" })
    expect(none.result).toEqual({ blocks: [], total_count: '0' })
  })

  it('genesis_chunked: the same document, base64 in one chunk', async () => {
    const chunked = await rpc('genesis_chunked', { chunk: '0' })
    expect(chunked.result).toMatchObject({ chunk: '0', total: '1' })
    const document = JSON.parse(
      Buffer.from(chunked.result.data as string, 'base64').toString('utf8'),
    )
    expect(document).toEqual((await rpc('genesis')).result.genesis)
    expect((await rpc('genesis_chunked', { chunk: '1' })).error.data).toContain('invalid')
  })
})

describe('REST validator sets', () => {
  it('latest and by height, with consensus addresses and Any keys', async () => {
    const latest = await h.get('/cosmos/base/tendermint/v1beta1/validatorsets/latest')
    expect(latest.status).toBe(200)
    const body = latest.body as any
    expect(body.validators).toHaveLength(3)
    expect(body.pagination).toEqual({ next_key: null, total: '3' })
    expect(body.validators[0]).toMatchObject({
      address: expect.stringMatching(/^gitopiavalcons1/),
      pub_key: { '@type': '/cosmos.crypto.ed25519.PubKey' },
      voting_power: '300',
    })
    const rpcSet = await client.validatorsAll()
    expect(body.validators.map((v: any) => v.pub_key.key)).toEqual(
      rpcSet.validators.map(v => toBase64(v.pubkey!.data)),
    )
    const block = (await h.get('/cosmos/base/tendermint/v1beta1/blocks/2')).body as any
    expect(body.validators.map((v: any) => v.address)).toContain(
      block.sdk_block.header.proposer_address,
    )
    const atTwo = await h.get('/cosmos/base/tendermint/v1beta1/validatorsets/2')
    expect((atTwo.body as any).block_height).toBe('2')
    const paged = await h.get(
      '/cosmos/base/tendermint/v1beta1/validatorsets/latest?pagination.offset=2&pagination.limit=5',
    )
    expect((paged.body as any).validators).toHaveLength(1)
    const future = await h.get('/cosmos/base/tendermint/v1beta1/validatorsets/999999')
    expect(future.status).toBe(400)
    expect(future.body).toMatchObject({ code: 3 })
  })
})
