/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON checked by the assertions */
import { toHex } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { SigningStargateClient } from '@cosmjs/stargate'
import { Tendermint37Client, WebsocketClient } from '@cosmjs/tendermint-rpc'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

let h: Harness
let http: Tendermint37Client

beforeAll(async () => {
  // Blocks only when a test produces one.
  h = await startHarness({ blockTimeMs: 600_000, nodes: 2 })
  http = await Tendermint37Client.connect(h.devnet.rpcUrl)
})
afterAll(async () => {
  http.disconnect()
  await h.close()
})

const wsUrl = (rpcUrl = h.devnet.rpcUrl) => rpcUrl.replace(/^http/, 'ws')

interface Listenable<T> {
  subscribe(listener: {
    next: (value: T) => void
    error: (error: unknown) => void
    complete: () => void
  }): { unsubscribe(): void }
}

/** Collects a cosmjs event stream's values. */
function collect<T>(stream: Listenable<T>) {
  const values: T[] = []
  const errors: unknown[] = []
  const subscription = stream.subscribe({
    next: value => values.push(value),
    error: error => errors.push(error),
    complete: () => undefined,
  })
  return { values, errors, stop: () => subscription.unsubscribe() }
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

async function signedSend(from: 'bob' | 'alice', to: string, amount: string) {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS[from].mnemonic, {
    prefix: 'gitopia',
  })
  const signer = await SigningStargateClient.connectWithSigner(h.devnet.rpcUrl, wallet)
  const signed = await signer.sign(
    TEST_ACCOUNTS[from].address,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: TEST_ACCOUNTS[from].address,
          toAddress: to,
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

/** A raw JSON-RPC WebSocket client, to see exactly what the node sends. */
async function rawSocket(url = `${wsUrl()}/websocket`) {
  const socket = new WebSocket(url)
  const messages: any[] = []
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 100
  const request = async (method: string, params: Record<string, unknown> = {}) => {
    const id = nextId++
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    await until(() => messages.some(m => m.id === id && !m.result?.query), `reply to ${method}`)
    return messages.find(m => m.id === id && !m.result?.query)
  }
  return { socket, messages, request }
}

describe('CometBFT /websocket with cosmjs Tendermint37Client', () => {
  it('pushes NewBlock and NewBlockHeader events for each block, until unsubscribed', async () => {
    const ws = new WebsocketClient(wsUrl())
    const client = Tendermint37Client.create(ws)
    const blocks = collect(client.subscribeNewBlock())
    const headers = collect(client.subscribeNewBlockHeader())
    // ordinary methods work over the socket too
    const before = (await client.status()).syncInfo.latestBlockHeight
    h.devnet.produceBlock()
    await until(() => blocks.values.length === 1 && headers.values.length === 1, 'block events')
    const block = blocks.values[0]!
    expect(block.header.height).toBe(before + 1)
    expect(headers.values[0]!.height).toBe(before + 1)
    const fetched = await http.block(before + 1)
    expect(toHex(block.header.appHash)).toBe(toHex(fetched.block.header.appHash))
    expect(toHex(block.lastCommit!.blockId.hash)).toBe(
      toHex((await http.block(before)).blockId.hash),
    )
    blocks.stop()
    headers.stop()
    await pause(100)
    h.devnet.produceBlock()
    await pause(300)
    expect(blocks.values).toHaveLength(1)
    expect(blocks.errors).toEqual([])
    client.disconnect()
  })

  it('pushes a signed tx to Tx queries it matches (sender, recipient, hash), not to others', async () => {
    const ws = new WebsocketClient(wsUrl(h.devnet.nodes[1]!.rpcUrl))
    const client = Tendermint37Client.create(ws)
    const dev = TEST_ACCOUNTS.dev.address
    const bySender = collect(
      client.subscribeTx(`tm.event='Tx' AND message.sender='${TEST_ACCOUNTS.bob.address}'`),
    )
    const byRecipient = collect(client.subscribeTx(`tm.event='Tx' AND transfer.recipient='${dev}'`))
    const other = collect(
      client.subscribeTx(`tm.event='Tx' AND message.sender='${TEST_ACCOUNTS.alice.address}'`),
    )
    await client.status() // the subscriptions are in before the tx
    const tx = await signedSend('bob', dev, '11')
    const sync = await client.broadcastTxSync({ tx })
    expect(sync.code).toBe(0)
    const byHash = collect(
      client.subscribeTx(`tm.event='Tx' AND tx.hash='${toHex(sync.hash).toUpperCase()}'`),
    )
    await client.status()
    h.devnet.produceBlock()
    await until(() => bySender.values.length === 1 && byRecipient.values.length === 1, 'tx events')
    await until(() => byHash.values.length === 1, 'tx event by hash')
    const committed = await http.tx({ hash: sync.hash })
    for (const event of [bySender.values[0]!, byRecipient.values[0]!, byHash.values[0]!]) {
      expect(toHex(event.hash)).toBe(toHex(sync.hash))
      expect(event.height).toBe(committed.height)
      expect(event.result.code).toBe(0)
      expect(event.tx).toEqual(tx)
    }
    expect(other.values).toEqual([])
    client.disconnect()
  })
})

describe('the /websocket protocol as CometBFT speaks it', () => {
  it('subscribe, events with the query and composite keys, unsubscribe, errors', async () => {
    const { socket, messages, request } = await rawSocket()
    expect((await request('subscribe', { query: "tm.event='NewBlock'" })).result).toEqual({})
    expect((await request('subscribe', { query: "tm.event='NewBlock'" })).error).toMatchObject({
      code: -32603,
      data: 'already subscribed',
    })
    expect((await request('subscribe', { query: 'tm.event=' })).error.data).toContain(
      'failed to parse query',
    )
    h.devnet.produceBlock()
    await until(() => messages.some(m => m.result?.query), 'a NewBlock event')
    const event = messages.find(m => m.result?.query)
    expect(event.id).toBe(100)
    expect(event.result.query).toBe("tm.event='NewBlock'")
    expect(event.result.data.type).toBe('tendermint/event/NewBlock')
    expect(event.result.events['tm.event']).toEqual(['NewBlock'])
    const status = await request('status')
    expect(event.result.data.value.block.header.height).toBe(
      status.result.sync_info.latest_block_height,
    )
    expect((await request('unsubscribe', { query: "tm.event='NewBlock'" })).result).toEqual({})
    expect((await request('unsubscribe', { query: "tm.event='NewBlock'" })).error.data).toBe(
      'subscription not found',
    )
    await request('subscribe', { query: "tm.event='NewBlockHeader'" })
    expect((await request('unsubscribe_all')).result).toEqual({})
    const count = messages.length
    h.devnet.produceBlock()
    await pause(300)
    expect(messages).toHaveLength(count)
    expect((await request('no_such_method')).error).toMatchObject({
      code: -32601,
      message: 'Method not found',
    })
    socket.close()
  })

  it('a node that is down refuses the socket and drops the open ones; only /websocket upgrades', async () => {
    const node2 = h.devnet.nodes[1]!
    const open = await rawSocket(`${wsUrl(node2.rpcUrl)}/websocket`)
    const closed = new Promise(resolve => open.socket.once('close', resolve))
    h.devnet.setFault('node-2', { down: true })
    await closed
    await expect(rawSocket(`${wsUrl(node2.rpcUrl)}/websocket`)).rejects.toThrow()
    // node 1 still serves its socket
    const one = await rawSocket()
    expect((await one.request('health')).result).toEqual({})
    one.socket.close()
    h.devnet.setFault('node-2', { down: false })
    const again = await rawSocket(`${wsUrl(node2.rpcUrl)}/websocket`)
    expect((await again.request('health')).result).toEqual({})
    again.socket.close()
    await expect(rawSocket(`${wsUrl()}/other`)).rejects.toThrow(/404/)
  })
})
