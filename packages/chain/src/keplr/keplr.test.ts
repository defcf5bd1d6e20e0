import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '../networks.ts'
import { createKeplrExtension } from '../testing/index.ts'
import {
  buildKeplrChainInfo,
  connectKeplr,
  onKeplrAccountChange,
  type KeplrWindow,
} from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'
const OTHER =
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote'
const network = devnetNetwork('http://127.0.0.1:1317', 'http://127.0.0.1:26657')

function windowWith(keplr?: ReturnType<typeof createKeplrExtension>): KeplrWindow & EventTarget {
  return Object.assign(new EventTarget(), { keplr })
}

describe('buildKeplrChainInfo', () => {
  it('describes Gitopia with distinct prefixes, LORE and the gas price steps', () => {
    const info = buildKeplrChainInfo(network)
    expect(info).toMatchObject({
      chainId: 'gitopia-devnet-1',
      rpc: 'http://127.0.0.1:26657',
      rest: 'http://127.0.0.1:1317',
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'gitopia',
        bech32PrefixAccPub: 'gitopiapub',
        bech32PrefixValAddr: 'gitopiavaloper',
        bech32PrefixValPub: 'gitopiavaloperpub',
        bech32PrefixConsAddr: 'gitopiavalcons',
        bech32PrefixConsPub: 'gitopiavalconspub',
      },
      currencies: [{ coinDenom: 'LORE', coinMinimalDenom: 'ulore', coinDecimals: 6 }],
      stakeCurrency: { coinMinimalDenom: 'ulore' },
      feeCurrencies: [
        { coinMinimalDenom: 'ulore', gasPriceStep: { low: 0.0012, average: 0.0016, high: 0.0024 } },
      ],
    })
    expect(info.chainName.length).toBeLessThanOrEqual(36)
  })
})

describe('connectKeplr', () => {
  it('suggests the chain, enables it and returns the account with a signer that verifies', async () => {
    const keplr = createKeplrExtension(DEV, { name: 'alice-keplr' })
    const connection = await connectKeplr(network, windowWith(keplr))
    expect(keplr.suggestedChains).toEqual([buildKeplrChainInfo(network)])
    expect(keplr.enabledChains.has('gitopia-devnet-1')).toBe(true)
    expect(connection).toMatchObject({
      kind: 'keplr',
      address: DEV_ADDRESS,
      name: 'alice-keplr',
      isNanoLedger: false,
      signModes: ['direct', 'amino'],
    })

    const doc = makeSignDoc(Uint8Array.of(1), Uint8Array.of(2), 'gitopia-devnet-1', 3)
    const signed = await connection.offlineSigner.signDirect?.(DEV_ADDRESS, doc)
    const [account] = await connection.offlineSigner.getAccounts()
    const signature = Secp256k1Signature.fromFixedLength(
      fromBase64(signed?.signature.signature ?? ''),
    )
    expect(Secp256k1.verifySignature(signature, sha256(makeSignBytes(doc)), account!.pubkey)).toBe(
      true,
    )
  })

  it('gives an amino-only signer for a Ledger account inside Keplr', async () => {
    const keplr = createKeplrExtension(DEV, { isNanoLedger: true })
    const connection = await connectKeplr(network, windowWith(keplr))
    expect(connection.signModes).toEqual(['amino'])
    const doc = makeAminoSignDoc([], { amount: [], gas: '1' }, 'gitopia-devnet-1', '', 1, 2)
    const { signature } = await connection.offlineSigner.signAmino(DEV_ADDRESS, doc)
    const sig = Secp256k1Signature.fromFixedLength(fromBase64(signature.signature))
    const pubkey = fromBase64(signature.pub_key.value as string)
    expect(Secp256k1.verifySignature(sig, sha256(serializeSignDoc(doc)), pubkey)).toBe(true)
  })

  it('names each failure with the catalogue text', async () => {
    await expect(connectKeplr(network, windowWith())).rejects.toMatchObject({
      name: 'KeplrError',
      kind: 'not-installed',
      message: 'Please ensure keplr extension is installed',
    })
    const old = createKeplrExtension(DEV, { noSuggestChain: true })
    await expect(connectKeplr(network, windowWith(old))).rejects.toThrow(
      /^Please use the recent version of keplr extension$/,
    )
    const refusing = createKeplrExtension(DEV, { rejectSuggest: true })
    await expect(connectKeplr(network, windowWith(refusing))).rejects.toThrow(
      /^Failed to suggest the chain$/,
    )
  })

  it('follows the account the user switches to until unsubscribed', async () => {
    const win = windowWith()
    const keplr = createKeplrExtension(DEV, { eventTarget: win })
    win.keplr = keplr
    await connectKeplr(network, win)
    const onChange = vi.fn()
    const unsubscribe = onKeplrAccountChange(onChange, win)
    keplr.switchAccount(OTHER)
    expect(onChange).toHaveBeenCalledTimes(1)
    const switched = await connectKeplr(network, win)
    expect(switched.address).not.toBe(DEV_ADDRESS)
    expect(switched.address).toMatch(/^gitopia1/)
    unsubscribe()
    keplr.switchAccount(DEV)
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
