/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call -- JSON checked by the assertions */
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { toBase64 } from '@cosmjs/encoding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

let h: Harness

beforeAll(async () => {
  h = await startHarness({ nodes: 3 })
})
afterAll(() => h.close())

const fault = (body: unknown) =>
  fetch(h.devnet.controlUrl, { method: 'POST', body: JSON.stringify(body) })
const rpc = (url: string, method: string, params: Record<string, unknown> = {}) =>
  fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })

describe('several node front-ends over one chain', () => {
  it('names each node and gives it its own ports and fault target', async () => {
    const { nodes } = h.devnet
    expect(nodes.map(n => n.name)).toEqual(['Devnet node 1', 'Devnet node 2', 'Devnet node 3'])
    expect(new Set(nodes.flatMap(n => [n.restUrl, n.rpcUrl])).size).toBe(6)
    const targets = Object.keys(((await (await fetch(h.devnet.controlUrl)).json()) as any).targets)
    expect(targets).toEqual(expect.arrayContaining(['rest', 'rpc', 'node-1', 'node-2', 'node-3']))
    const status = (await (await rpc(nodes[1]!.rpcUrl, 'status')).json()) as any
    expect(status.result.node_info.other.rpc_address).toBe(nodes[1]!.rpcUrl)
  })

  it('net_info lists the other nodes as peers (n_peers = N - 1), as their own status describes them', async () => {
    const { nodes } = h.devnet
    const infos = await Promise.all(
      nodes.map(
        async n => ((await (await rpc(n.rpcUrl, 'status')).json()) as any).result.node_info,
      ),
    )
    expect(new Set(infos.map(info => info.id)).size).toBe(3)
    expect(infos.every(info => /^[0-9a-f]{40}$/.test(info.id))).toBe(true)
    const net = ((await (await rpc(nodes[1]!.rpcUrl, 'net_info')).json()) as any).result
    expect(net.listening).toBe(true)
    expect(net.n_peers).toBe('2')
    expect(net.peers.map((peer: any) => peer.node_info)).toEqual([infos[0], infos[2]])
    const [first] = net.peers
    expect(first.is_outbound).toBe(true)
    expect(net.peers[1].is_outbound).toBe(false)
    expect(first.remote_ip).toBe('127.0.0.1')
    expect(first.connection_status.Duration).toMatch(/^\d+$/)
    expect(first.connection_status.SendMonitor).toMatchObject({
      Start: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      Bytes: expect.stringMatching(/^\d+$/),
      Progress: 0,
      Active: true,
    })
    expect(first.connection_status.Channels[0]).toEqual({
      ID: 64,
      SendQueueCapacity: '1000',
      SendQueueSize: '0',
      Priority: '5',
      RecentlySent: '0',
    })
    // A node that goes down is no longer a peer.
    await fault({ target: 'node-3', down: true })
    const fewer = ((await (await rpc(nodes[0]!.rpcUrl, 'net_info')).json()) as any).result
    expect(fewer.n_peers).toBe('1')
    expect(fewer.peers[0].node_info.id).toBe(infos[1].id)
    await fetch(`${h.devnet.controlUrl}/reset`, { method: 'POST' })
  })

  it('takes one node down (REST and RPC) while the others answer; `rest` acts on all', async () => {
    const [one, two, three] = h.devnet.nodes
    await fault({ target: 'node-2', down: true })
    await expect(
      fetch(`${two!.restUrl}/cosmos/base/tendermint/v1beta1/node_info`),
    ).rejects.toThrow()
    await expect(rpc(two!.rpcUrl, 'status')).rejects.toThrow()
    expect((await fetch(`${one!.restUrl}/cosmos/base/tendermint/v1beta1/node_info`)).ok).toBe(true)
    await fault({ target: 'node-2', down: false })
    await fault({ target: 'rest', errorRate: 1 })
    expect((await fetch(`${three!.restUrl}/cosmos/bank/v1beta1/params`)).status).toBe(503)
    expect((await rpc(three!.rpcUrl, 'status')).status).toBe(200)
    await fetch(`${h.devnet.controlUrl}/reset`, { method: 'POST' })
  })

  it('a tx sent to one node lands in the chain every node serves; the same bytes again are "in cache"', async () => {
    const [one, , three] = h.devnet.nodes
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.bob.mnemonic, {
      prefix: 'gitopia',
    })
    const client = await SigningStargateClient.connectWithSigner(three!.rpcUrl, wallet, {
      gasPrice: GasPrice.fromString('0.001ulore'),
    })
    const signed = await client.sign(
      TEST_ACCOUNTS.bob.address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: TEST_ACCOUNTS.bob.address,
            toAddress: TEST_ACCOUNTS.dev.address,
            amount: [{ denom: 'ulore', amount: '7' }],
          },
        },
      ],
      { amount: [{ denom: 'ulore', amount: '200' }], gas: '200000' },
      '',
    )
    const tx = toBase64(TxRaw.encode(signed).finish())
    const first = (await (await rpc(three!.rpcUrl, 'broadcast_tx_sync', { tx })).json()) as any
    expect(first.result.code).toBe(0)
    const again = (await (await rpc(one!.rpcUrl, 'broadcast_tx_sync', { tx })).json()) as any
    expect(again.error).toMatchObject({ code: -32603, data: 'tx already exists in cache' })
    h.devnet.produceBlock()
    const found = (await (
      await rpc(one!.rpcUrl, 'tx', { hash: toBase64(Buffer.from(first.result.hash, 'hex')) })
    ).json()) as any
    expect(found.result.tx_result.code).toBe(0)
    client.disconnect()
  })
})
