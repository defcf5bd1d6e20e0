import { toBase64, toUtf8 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { explorerTxUrl, findPacketTx, registryChainSchema, type RpcCall } from './index.ts'

const HASH = 'ab'.repeat(32)
const b64 = (text: string) => toBase64(toUtf8(text))

function recvTx(sequence: string, channel: string, base64 = false) {
  const attrs = (pairs: [string, string][]) =>
    pairs.map(([key, value]) => (base64 ? { key: b64(key), value: b64(value) } : { key, value }))
  return {
    hash: HASH,
    height: '42',
    tx_result: {
      code: 0,
      events: [
        {
          type: 'recv_packet',
          attributes: attrs([
            ['packet_sequence', sequence],
            ['packet_dst_channel', channel],
          ]),
        },
        {
          type: 'write_acknowledgement',
          attributes: attrs([
            ['packet_sequence', sequence],
            ['packet_dst_channel', channel],
            [
              'packet_ack',
              '{"error":"ABCI code: 4: error handling packet: see events for details"}',
            ],
          ]),
        },
      ],
    },
  }
}

describe('packet transactions by tx_search', () => {
  it('asks for the packet on its channel and reads hash, height and the error ack', async () => {
    const asked: unknown[] = []
    const rpc: RpcCall = async (method, params) => {
      asked.push({ method, query: params.query })
      return { txs: [recvTx('7', 'channel-781')], total_count: '1' }
    }
    const found = await findPacketTx(rpc, {
      event: 'recv_packet',
      channel: 'channel-781',
      sequence: 7n,
    })
    expect(asked).toEqual([
      {
        method: 'tx_search',
        query: "recv_packet.packet_dst_channel='channel-781' AND recv_packet.packet_sequence=7",
      },
    ])
    expect(found).toEqual({
      hash: HASH.toUpperCase(),
      height: 42n,
      ackError: 'ABCI code: 4: error handling packet: see events for details',
    })
  })

  it('reads base64 attributes (CometBFT 0.34) and ignores results that are not this packet', async () => {
    const base64: RpcCall = async () => ({ txs: [recvTx('7', 'channel-0', true)] })
    expect(
      (await findPacketTx(base64, { event: 'recv_packet', channel: 'channel-0', sequence: 7n }))
        ?.height,
    ).toBe(42n)
    const other: RpcCall = async () => ({ txs: [recvTx('8', 'channel-0')] })
    expect(
      await findPacketTx(other, { event: 'recv_packet', channel: 'channel-0', sequence: 7n }),
    ).toBeNull()
    const junk: RpcCall = async () => ({ txs: [{ hash: 'not hex', height: 'x' }] })
    expect(
      await findPacketTx(junk, { event: 'recv_packet', channel: 'channel-0', sequence: 7n }),
    ).toBeNull()
  })
})

describe('explorer links', () => {
  it("fills the registry's https tx_page template; none without one", () => {
    const chain = registryChainSchema.parse({
      chain_name: 'osmosis',
      chain_id: 'osmosis-1',
      bech32_prefix: 'osmo',
      explorers: [
        { kind: 'bad', tx_page: 'javascript:alert(1)/${txHash}' },
        { kind: 'mintscan', tx_page: 'https://www.mintscan.io/osmosis/txs/${txHash}' },
      ],
    })
    expect(explorerTxUrl(chain, HASH)).toBe(
      `https://www.mintscan.io/osmosis/txs/${HASH.toUpperCase()}`,
    )
    const bare = registryChainSchema.parse({
      chain_name: 'osmosis',
      chain_id: 'osmosis-devnet-1',
      bech32_prefix: 'osmo',
      explorers: 'not a list',
    })
    expect(explorerTxUrl(bare, HASH)).toBeNull()
  })
})
