// ICS-20 across the devnet's chains: real signed MsgTransfers, the in-process relayer, escrow,
// vouchers with denom traces, error acks, timeouts and refunds, and the ibc-go REST routes.
import { sha256 } from '@cosmjs/crypto'
import { toBase64, toHex, toUtf8 } from '@cosmjs/encoding'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moduleAddress } from '../chain/addresses.ts'
import { walletFromMnemonic } from '../chain/fast-wallet.ts'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { type Devnet, type DevnetCounterparty } from '../node.ts'
import { startTestDevnet, type TestDevnet } from '../testing/harness.ts'
import { withPrefix } from './start.ts'

let devnet: Devnet
let testnet: TestDevnet
let osmosis: DevnetCounterparty

const voucher = (path: string) => `ibc/${toHex(sha256(toUtf8(path))).toUpperCase()}`
const LORE_ON_OSMOSIS = voucher('transfer/channel-781/ulore')
const OSMO_ON_GITOPIA = voucher('transfer/channel-0/uosmo')

beforeAll(async () => {
  testnet = await startTestDevnet({
    blockTimeMs: 100,
    counterparties: 'all',
  })
  devnet = testnet.devnet
  const found = devnet.counterparties.find(chain => chain.chainName === 'osmosis')
  if (!found) throw new Error('no osmosis counterparty')
  osmosis = found
})

afterAll(() => testnet.close())

async function signer(rpcUrl: string, prefix: string, gasPrice: string) {
  const wallet = await walletFromMnemonic(TEST_ACCOUNTS.alice.mnemonic, prefix)
  const [account] = await wallet.getAccounts()
  const client = await SigningStargateClient.connectWithSigner(rpcUrl, wallet, {
    gasPrice: GasPrice.fromString(gasPrice),
  })
  return { client, address: account?.address ?? '' }
}

async function balance(restUrl: string, address: string, denom: string): Promise<bigint> {
  const response = await fetch(
    `${restUrl}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=${encodeURIComponent(denom)}`,
  )
  const body = (await response.json()) as { balance: { amount: string } }
  return BigInt(body.balance.amount)
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/** The fee the ante handler took, from the tx's `tx.fee` event (e.g. `123ulore`). */
function feeOf(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
): bigint {
  const fee = events
    .flatMap(event => (event.type === 'tx' ? event.attributes : []))
    .find(a => a.key === 'fee')
  return BigInt(/^(\d+)/.exec(fee?.value ?? '')?.[1] ?? '0')
}

async function latestHeight(restUrl: string): Promise<bigint> {
  const response = await fetch(`${restUrl}/cosmos/base/tendermint/v1beta1/blocks/latest`)
  const body = (await response.json()) as { block: { header: { height: string } } }
  return BigInt(body.block.header.height)
}

/** alice sends `amount` ulore from Gitopia over channel-0 to `receiver(her address)` on Osmosis. */
async function sendLoreToOsmosis(receiver: (address: string) => string, amount: string) {
  const gitopia = await signer(devnet.rpcUrl, 'gitopia', '0.001ulore')
  const before = await balance(devnet.restUrl, gitopia.address, 'ulore')
  const result = await gitopia.client.signAndBroadcast(
    gitopia.address,
    [
      transferMsg({
        sender: gitopia.address,
        receiver: receiver(gitopia.address),
        channel: 'channel-0',
        denom: 'ulore',
        amount,
        timeoutHeight: (await latestHeight(osmosis.restUrl)) + 150n,
      }),
    ],
    'auto',
  )
  expect(result.code).toBe(0)
  return { gitopia, before, result, fee: feeOf(result.events) }
}

/** alice sends `amount` of `denom` from Osmosis over channel-781 to `receiver` on Gitopia. */
async function sendToGitopia(receiver: string, denom: string, amount: string) {
  const osmo = await signer(osmosis.rpcUrl, 'osmo', '0.025uosmo')
  const result = await osmo.client.signAndBroadcast(
    osmo.address,
    [
      transferMsg({
        sender: osmo.address,
        receiver,
        channel: 'channel-781',
        denom,
        amount,
        timeoutHeight: (await latestHeight(devnet.restUrl)) + 150n,
      }),
    ],
    'auto',
  )
  expect(result.code).toBe(0)
  return { osmo, result }
}

/** The refund arrives: only the fee is gone. */
async function expectRefunded(address: string, expected: bigint): Promise<void> {
  expect(
    await eventually(
      () => balance(devnet.restUrl, address, 'ulore'),
      value => value === expected,
    ),
  ).toBe(expected)
}

function packetSequence(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
): string {
  return (
    events
      .find(event => event.type === 'send_packet')
      ?.attributes.find(a => a.key === 'packet_sequence')?.value ?? ''
  )
}

function transferMsg(options: {
  sender: string
  receiver: string
  channel: string
  denom: string
  amount: string
  timeoutHeight: bigint
}) {
  return {
    typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
    value: {
      sourcePort: 'transfer',
      sourceChannel: options.channel,
      sender: options.sender,
      receiver: options.receiver,
      token: { denom: options.denom, amount: options.amount },
      timeoutHeight: { revisionNumber: 1n, revisionHeight: options.timeoutHeight },
      timeoutTimestamp: 0n,
      memo: '',
    },
  }
}

describe('IBC transfers between the devnet chains', { timeout: 60_000 }, () => {
  it('a second chain runs on the same engine with its own prefix, denom and minimum gas price', async () => {
    const info = (await (
      await fetch(`${osmosis.restUrl}/cosmos/base/tendermint/v1beta1/node_info`)
    ).json()) as { default_node_info: { network: string } }
    expect(info.default_node_info.network).toBe('osmosis-devnet-1')
    const alice = withPrefix(TEST_ACCOUNTS.alice.address, 'osmo')
    expect(await balance(osmosis.restUrl, alice, 'uosmo')).toBe(1_000_000_000n)
    // A fee under 0.025uosmo per gas is refused at broadcast, as a validator's minimum-gas-prices.
    const cheap = await signer(osmosis.rpcUrl, 'osmo', '0.001uosmo')
    await expect(
      cheap.client.sendTokens(
        alice,
        withPrefix(TEST_ACCOUNTS.bob.address, 'osmo'),
        [{ denom: 'uosmo', amount: '1' }],
        'auto',
      ),
    ).rejects.toThrow(/insufficient fees/)
    // A Gitopia address is not an Osmosis address.
    const { client } = await signer(osmosis.rpcUrl, 'osmo', '0.025uosmo')
    await expect(
      client.sendTokens(
        alice,
        TEST_ACCOUNTS.bob.address,
        [{ denom: 'uosmo', amount: '1' }],
        'auto',
      ),
    ).rejects.toThrow(/invalid address/)
    cheap.client.disconnect()
    client.disconnect()
  })

  it('withdraws LORE to Osmosis (escrow, voucher with its trace) and sends it back', async () => {
    const toOsmosis = (address: string) => withPrefix(address, 'osmo')
    const { gitopia, before, result } = await sendLoreToOsmosis(toOsmosis, '1500000')
    const osmoAlice = toOsmosis(gitopia.address)
    const sent = result.events.find(event => event.type === 'send_packet')
    const attribute = (key: string) => sent?.attributes.find(a => a.key === key)?.value
    expect(attribute('packet_src_channel')).toBe('channel-0')
    expect(attribute('packet_dst_channel')).toBe('channel-781')
    const sequence = attribute('packet_sequence') ?? ''
    const escrow = (await (
      await fetch(
        `${devnet.restUrl}/ibc/apps/transfer/v1/channels/channel-0/ports/transfer/escrow_address`,
      )
    ).json()) as { escrow_address: string }
    expect(await balance(devnet.restUrl, escrow.escrow_address, 'ulore')).toBe(1_500_000n)

    expect(
      await eventually(
        () => balance(osmosis.restUrl, osmoAlice, LORE_ON_OSMOSIS),
        value => value === 1_500_000n,
      ),
    ).toBe(1_500_000n)
    const trace = await (
      await fetch(`${osmosis.restUrl}/ibc/apps/transfer/v1/denom_traces/${LORE_ON_OSMOSIS}`)
    ).json()
    expect(trace).toEqual({ denom_trace: { path: 'transfer/channel-781', base_denom: 'ulore' } })
    const hash = await (
      await fetch(`${osmosis.restUrl}/ibc/apps/transfer/v1/denom_hashes/transfer/channel-781/ulore`)
    ).json()
    expect(hash).toEqual({ hash: LORE_ON_OSMOSIS.slice(4) })
    const received = (await (
      await fetch(
        `${osmosis.restUrl}/ibc/core/channel/v1/channels/channel-781/ports/transfer/packet_receipts/${sequence}`,
      )
    ).json()) as { received: boolean }
    expect(received.received).toBe(true)
    // The ack comes back and the source commitment goes.
    const commitment = await eventually(
      async () =>
        (
          await fetch(
            `${devnet.restUrl}/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments/${sequence}`,
          )
        ).status,
      status => status === 404,
    )
    expect(commitment).toBe(404)
    const ack = (await (
      await fetch(
        `${osmosis.restUrl}/ibc/core/channel/v1/channels/channel-781/ports/transfer/packet_acks/${sequence}`,
      )
    ).json()) as { acknowledgement: string }
    expect(ack.acknowledgement).toBe(toBase64(sha256(toUtf8('{"result":"AQ=="}'))))
    const fee = BigInt(result.gasUsed) // upper bound check below uses the real fee from events
    expect(before - (await balance(devnet.restUrl, gitopia.address, 'ulore'))).toBeGreaterThan(
      1_500_000n,
    )
    void fee

    // Back home: the voucher is burned on Osmosis and the escrow released on Gitopia.
    const { osmo } = await sendToGitopia(gitopia.address, LORE_ON_OSMOSIS, '1500000')
    expect(await balance(osmosis.restUrl, osmoAlice, LORE_ON_OSMOSIS)).toBe(0n)
    expect(
      await eventually(
        () => balance(devnet.restUrl, escrow.escrow_address, 'ulore'),
        value => value === 0n,
      ),
    ).toBe(0n)
    gitopia.client.disconnect()
    osmo.client.disconnect()
  })

  it('deposits OSMO into Gitopia as a voucher; tx_search finds the packet on both chains', async () => {
    const { osmo, result } = await sendToGitopia(TEST_ACCOUNTS.alice.address, 'uosmo', '2000000')
    expect(
      await eventually(
        () => balance(devnet.restUrl, TEST_ACCOUNTS.alice.address, OSMO_ON_GITOPIA),
        value => value === 2_000_000n,
      ),
    ).toBe(2_000_000n)
    const sequence = packetSequence(result.events)
    const query = `recv_packet.packet_dst_channel='channel-0' AND recv_packet.packet_sequence=${sequence}`
    const search = (await (
      await fetch(`${devnet.rpcUrl}/tx_search?query=${encodeURIComponent(`"${query}"`)}`)
    ).json()) as { result: { total_count: string } }
    expect(search.result.total_count).toBe('1')
    osmo.client.disconnect()
  })

  it('refunds an invalid receiver through an error acknowledgement', async () => {
    // A gitopia address is not valid on Osmosis.
    const { gitopia, before, fee } = await sendLoreToOsmosis(
      () => TEST_ACCOUNTS.bob.address,
      '1000000',
    )
    await expectRefunded(gitopia.address, before - fee)
    // The sender finds the acknowledgement by its own address (an inbox does).
    const acks = await searchRest(`fungible_token_packet.sender='${gitopia.address}'`)
    expect(acks.some(types => types.includes('acknowledge_packet'))).toBe(true)
    gitopia.client.disconnect()
  })

  it('refunds a module account receiver (blocked by the bank) through an error ack', async () => {
    const distribution = moduleAddress('distribution', 'osmo')
    const { gitopia, before, result, fee } = await sendLoreToOsmosis(() => distribution, '1000000')
    await expectRefunded(gitopia.address, before - fee)
    expect(await balance(osmosis.restUrl, distribution, LORE_ON_OSMOSIS)).toBe(0n)
    const sequence = packetSequence(result.events)
    const query = `write_acknowledgement.packet_dst_channel='channel-781' AND write_acknowledgement.packet_sequence=${sequence}`
    const search = (await (
      await fetch(`${osmosis.rpcUrl}/tx_search?query=${encodeURIComponent(`"${query}"`)}`)
    ).json()) as {
      result: {
        txs: {
          tx_result: { events: { type: string; attributes: { key: string; value: string }[] }[] }
        }[]
      }
    }
    const ack = search.result.txs[0]?.tx_result.events
      .find(event => event.type === 'write_acknowledgement')
      ?.attributes.find(a => a.key === 'packet_ack')?.value
    expect(ack).toContain('ABCI code: 4')
    gitopia.client.disconnect()
  })

  it('times out a packet the relayer did not deliver in time and refunds it', async () => {
    devnet.setFault('relayer', { down: true })
    const { gitopia, before, fee } = await sendLoreToOsmosis(
      address => withPrefix(address, 'osmo'),
      '3000000',
    )
    const advanced = await fetch(`${devnet.controlUrl}/advance`, {
      method: 'POST',
      body: JSON.stringify({ chainId: 'osmosis-devnet-1', blocks: 160 }),
    })
    expect(advanced.status).toBe(200)
    devnet.setFault('relayer', { down: false })
    await expectRefunded(gitopia.address, before - fee)
    const search = (await (
      await fetch(
        `${devnet.rpcUrl}/tx_search?query=${encodeURIComponent(`"timeout_packet.packet_src_channel='channel-0'"`)}`,
      )
    ).json()) as { result: { total_count: string } }
    expect(Number(search.result.total_count)).toBeGreaterThanOrEqual(1)
    const refunds = await searchRest(`timeout.refund_receiver='${gitopia.address}'`)
    expect(refunds.some(types => types.includes('timeout_packet'))).toBe(true)
    gitopia.client.disconnect()
  })
})

/** The event types of each tx the devnet's REST events search finds. */
async function searchRest(condition: string): Promise<string[][]> {
  const response = await fetch(
    `${devnet.restUrl}/cosmos/tx/v1beta1/txs?events=${encodeURIComponent(condition)}`,
  )
  const body = (await response.json()) as { tx_responses: { events: { type: string }[] }[] }
  return body.tx_responses.map(tx => tx.events.map(event => event.type))
}
