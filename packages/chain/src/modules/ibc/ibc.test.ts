import { describe, expect, it } from 'vitest'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
} from '../../codec/index.ts'
import { createLocalSigner } from '../../signers/local.ts'
import {
  addressWithPrefix,
  buildMsgTransfer,
  checkReceiver,
  checkTransferAmount,
  computeTimeout,
  denomAfterTransfer,
  fromBaseUnits,
  ibcDenom,
  isTimeoutPassed,
  maxTransferable,
  MSG_TRANSFER_TYPE_URL,
  revisionNumberOf,
  TimeoutCheckError,
  toBaseUnits,
} from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_GITOPIA = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'
const DEV_COSMOS = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4'
const NOW = Date.UTC(2026, 10, 25, 16, 0, 0)
/** The timeout of a transfer to `destinationChainId` whose latest block is `destinationHeight`, now. */
const timeoutTo = (destinationChainId: string, destinationHeight: bigint) =>
  computeTimeout({ destinationChainId, destinationHeight, nowMs: NOW })

describe('ibcDenom', () => {
  it('hashes transfer/<channel>/<base> into ibc/<uppercase hex>', () => {
    expect(ibcDenom('transfer/channel-0', 'uosmo')).toBe(
      'ibc/ED07A3391A112B175915CD8FAF43A2DA8E4790EDE12566649D0C2F97716B8518',
    )
    // LORE on Osmosis, as the registry's osmosis asset list has it.
    expect(ibcDenom('transfer/channel-781', 'ulore')).toBe(
      'ibc/B1C1806A540B3E165A2D42222C59946FB85BA325596FC85662D7047649F419F3',
    )
    // ATOM routed through Osmosis (two hops).
    expect(ibcDenom('transfer/channel-0/transfer/channel-0', 'uatom')).toBe(
      'ibc/6CDD4663F2F09CD62285E2D45891FC149A3568E316CE3EBBE201A71A78A69388',
    )
    expect(ibcDenom('channel-0', 'uosmo')).toBe(ibcDenom('transfer/channel-0', 'uosmo'))
  })

  it('unwinds a voucher sent home and prefixes the destination channel otherwise', () => {
    const osmoOnGitopia = { path: 'transfer/channel-0', baseDenom: 'uosmo' }
    expect(denomAfterTransfer(osmoOnGitopia, 'channel-0', 'channel-781')).toBe('uosmo')
    expect(denomAfterTransfer({ path: '', baseDenom: 'ulore' }, 'channel-0', 'channel-781')).toBe(
      'ibc/B1C1806A540B3E165A2D42222C59946FB85BA325596FC85662D7047649F419F3',
    )
    expect(denomAfterTransfer(osmoOnGitopia, 'channel-1', 'channel-0')).toBe(
      ibcDenom('transfer/channel-0/transfer/channel-0', 'uosmo'),
    )
  })
})

describe('timeout', () => {
  it('takes the revision from the chain id (0 when it has none)', () => {
    expect(revisionNumberOf('osmosis-devnet-1')).toBe(1n)
    expect(revisionNumberOf('osmosis-1')).toBe(1n)
    expect(revisionNumberOf('gitopia-janus-testnet-2')).toBe(2n)
    expect(revisionNumberOf('gitopia')).toBe(0n)
    expect(revisionNumberOf('cosmoshub-4')).toBe(4n)
  })

  it('withdraw (Gitopia → Osmosis): Osmosis height + 150 in Osmosis revision, plus 15 min', () => {
    const timeout = timeoutTo('osmosis-1', 1000n)
    expect(timeout.timeoutHeight).toEqual({ revisionNumber: 1n, revisionHeight: 1150n })
    expect(timeout.timeoutTimestamp).toBe(BigInt(NOW + 15 * 60 * 1000) * 1_000_000n)
  })

  it('deposit (Osmosis → Gitopia): Gitopia height and GITOPIA revision, never the source one', () => {
    const mainnet = timeoutTo('gitopia', 24_330_422n)
    // The official client signs revision 1 here (Osmosis's), so its deposits never time out.
    expect(mainnet.timeoutHeight).toEqual({ revisionNumber: 0n, revisionHeight: 24_330_572n })
    const devnet = timeoutTo('gitopia-devnet-1', 42n)
    expect(devnet.timeoutHeight).toEqual({ revisionNumber: 1n, revisionHeight: 192n })
  })

  it("refuses a timeout the source's client state contradicts", () => {
    const base = { destinationChainId: 'gitopia', destinationHeight: 500n, nowMs: NOW }
    expect(() =>
      computeTimeout({ ...base, clientLatestHeight: { revisionNumber: 1n, revisionHeight: 400n } }),
    ).toThrow(TimeoutCheckError)
    // A destination node behind the light client answers for a stale (or other) chain.
    expect(() =>
      computeTimeout({ ...base, clientLatestHeight: { revisionNumber: 0n, revisionHeight: 900n } }),
    ).toThrow(/behind/)
    expect(
      computeTimeout({ ...base, clientLatestHeight: { revisionNumber: 0n, revisionHeight: 480n } })
        .timeoutHeight.revisionHeight,
    ).toBe(650n)
    expect(() => computeTimeout({ ...base, destinationHeight: 0n })).toThrow(TimeoutCheckError)
  })

  it('passes by height in the same revision, or by time', () => {
    const timeout = timeoutTo('osmosis-devnet-1', 100n)
    const at = (height: bigint, timeMs = NOW, revisionNumber = 1n) => ({
      height: { revisionNumber, revisionHeight: height },
      timeMs,
    })
    expect(isTimeoutPassed(timeout, at(249n))).toBe(false)
    expect(isTimeoutPassed(timeout, at(250n))).toBe(true)
    expect(isTimeoutPassed(timeout, at(10n, NOW, 2n))).toBe(true)
    expect(isTimeoutPassed(timeout, at(10n, NOW + 15 * 60 * 1000))).toBe(true)
    expect(isTimeoutPassed(timeout, at(10n, NOW + 15 * 60 * 1000 - 1))).toBe(false)
  })
})

describe('amounts per asset', () => {
  it('converts display ↔ base units exactly by exponent', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('0.000001', 6)).toBe(1n)
    expect(toBaseUnits('123456789.123456789', 9)).toBe(123_456_789_123_456_789n)
    expect(toBaseUnits('2', 0)).toBe(2n)
    expect(toBaseUnits('1.1', 18)).toBe(1_100_000_000_000_000_000n)
    expect(() => toBaseUnits('0.0000001', 6)).toThrow(/at most 6 decimal/)
    expect(() => toBaseUnits('0', 6)).toThrow(/greater than zero/)
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5')
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits(7n, 0)).toBe('7')
  })

  it('caps the amount at the balance minus the fee paid in the same denom', () => {
    const fee = { denom: 'ulore', amount: 300n }
    expect(maxTransferable(2_000_000n, fee, 'ulore')).toBe(1_999_700n)
    expect(maxTransferable(2_000_000n, fee, 'ibc/ABC')).toBe(2_000_000n)
    expect(maxTransferable(100n, fee, 'ulore')).toBe(0n)
    const lore = { exponent: 6, symbol: 'LORE' }
    expect(checkTransferAmount('1.9997', lore, 1_999_700n)).toEqual({ ok: true, value: 1_999_700n })
    expect(checkTransferAmount('1.9998', lore, 1_999_700n)).toEqual({
      ok: false,
      message: 'At most 1.9997 LORE can be sent (balance minus the fee)',
    })
    expect(checkTransferAmount('1.2345678', lore, 10n ** 9n)).toMatchObject({ ok: false })
    expect(checkTransferAmount('2.5', lore, 2_000_000n, false)).toEqual({
      ok: false,
      message: 'More than your balance of 2 LORE',
    })
  })
})

describe('receiver', () => {
  it('derives the same key on another chain by prefix', async () => {
    expect(addressWithPrefix(DEV_GITOPIA, 'cosmos')).toBe(DEV_COSMOS)
    expect(addressWithPrefix(DEV_COSMOS, 'gitopia')).toBe(DEV_GITOPIA)
    const osmo = await createLocalSigner(DEV, 'osmo')
    expect(osmo.address).toBe(addressWithPrefix(DEV_GITOPIA, 'osmo'))
    expect(osmo.address).toMatch(/^osmo1/)
    // The unlocked Gitopia signer gives the counterparty one without asking for the phrase again.
    const gitopia = await createLocalSigner(DEV)
    expect((await gitopia.forPrefix?.('cosmos'))?.address).toBe(DEV_COSMOS)
    gitopia.close?.()
    await expect(gitopia.forPrefix?.('cosmos')).rejects.toThrow('Please unlock your wallet')
  })

  it('refuses a receiver of another chain before signing, naming the right prefix', () => {
    const osmo = addressWithPrefix(DEV_GITOPIA, 'osmo')
    expect(checkReceiver(osmo, 'osmo', 'Osmosis')).toEqual({ ok: true })
    expect(checkReceiver(DEV_GITOPIA, 'osmo', 'Osmosis')).toEqual({
      ok: false,
      message: 'Wrong prefix: a receiver on Osmosis starts with osmo1, not gitopia1',
    })
    expect(checkReceiver(DEV_COSMOS, 'gitopia', 'Gitopia')).toMatchObject({ ok: false })
    expect(checkReceiver(`${osmo.slice(0, -1)}x`, 'osmo', 'Osmosis')).toMatchObject({ ok: false })
    expect(checkReceiver('', 'osmo', 'Osmosis')).toMatchObject({ ok: false })
    expect(checkReceiver(osmo.toUpperCase(), 'osmo', 'Osmosis')).toMatchObject({ ok: false })
  })
})

describe('MsgTransfer', () => {
  const msg = buildMsgTransfer({
    sourceChannel: 'channel-781',
    sender: 'osmo1sender',
    receiver: DEV_GITOPIA,
    denom: 'uosmo',
    amount: 2_000_000n,
    timeout: timeoutTo('gitopia', 10n),
  })

  it('is in the app registry and round-trips through protobuf', () => {
    const registry = createGitopiaRegistry(allGitopiaMsgTypes)
    expect(msg.typeUrl).toBe(MSG_TRANSFER_TYPE_URL)
    const decoded = registry.decode(registry.encodeAsAny(msg)) as typeof msg.value
    expect(decoded).toMatchObject({
      sourcePort: 'transfer',
      sourceChannel: 'channel-781',
      token: { denom: 'uosmo', amount: '2000000' },
      timeoutHeight: { revisionNumber: 0n, revisionHeight: 160n },
    })
  })

  it('signs as cosmos-sdk/MsgTransfer in Amino JSON (revision 0 omitted, as ibc-go expects)', () => {
    const amino = createGitopiaAminoTypes(allGitopiaMsgTypes).toAmino(msg)
    expect(amino.type).toBe('cosmos-sdk/MsgTransfer')
    expect(amino.value).toMatchObject({
      source_port: 'transfer',
      timeout_height: { revision_height: '160' },
      timeout_timestamp: String(BigInt(NOW + 900_000) * 1_000_000n),
    })
    // What is signed is the JSON: an omitted field is absent from it.
    const signed = JSON.parse(JSON.stringify(amino.value)) as { timeout_height: object }
    expect(signed.timeout_height).toEqual({ revision_height: '160' })
  })
})
