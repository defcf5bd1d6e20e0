import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { createLocalSigner, isDirectSigner, toLedgerError } from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('createLocalSigner', () => {
  it('signs direct with the gitopia key and refuses after close', async () => {
    const signer = await createLocalSigner(DEV)
    expect(signer).toMatchObject({
      kind: 'local',
      address: 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk',
      signModes: ['direct'],
    })
    if (!isDirectSigner(signer.offlineSigner)) throw new Error('expected a direct signer')
    const doc = makeSignDoc(Uint8Array.of(1), Uint8Array.of(2), 'gitopia-test-1', 5)
    const { signature } = await signer.offlineSigner.signDirect(signer.address, doc)
    const pubkey = fromBase64(signature.pub_key.value as string)
    const sig = Secp256k1Signature.fromFixedLength(fromBase64(signature.signature))
    expect(Secp256k1.verifySignature(sig, sha256(makeSignBytes(doc)), pubkey)).toBe(true)

    signer.close?.()
    await expect(signer.offlineSigner.signDirect(signer.address, doc)).rejects.toThrow(
      'Please unlock your wallet',
    )
  })
})

describe('toLedgerError', () => {
  it('maps the Ledger stack failures to the catalogue texts', () => {
    expect(toLedgerError({ returnCode: 0x6e01, message: 'x' }).message).toBe(
      'Please open Cosmos app on your Ledger',
    )
    const unplugged = Object.assign(new Error('gone'), { name: 'DisconnectedDevice' })
    expect(toLedgerError(unplugged).message).toBe('Ledger disconnected, please try again')
    const cancelled = Object.assign(new Error('no'), { name: 'TransportOpenUserCancelled' })
    expect(toLedgerError(cancelled).message).toBe('No connection available')
    expect(toLedgerError(new Error('Unknown transport error'), true).kind).toBe('disconnected')
    expect(toLedgerError(new Error('odd')).kind).toBe('unknown')
  })

  it('signs as account N of the phrase, and derives another account or prefix at the same index', async () => {
    const { deriveAddress } = await import('../keystore/index.ts')
    const second = await createLocalSigner(DEV, 'gitopia', 1)
    expect(second.address).toBe(await deriveAddress(DEV, 1))
    if (!isDirectSigner(second.offlineSigner)) throw new Error('expected a direct signer')
    const doc = makeSignDoc(Uint8Array.of(1), Uint8Array.of(2), 'gitopia-test-1', 5)
    const { signature } = await second.offlineSigner.signDirect(second.address, doc)
    const pubkey = fromBase64(signature.pub_key.value as string)
    const [account] = await second.offlineSigner.getAccounts()
    expect(pubkey).toEqual(account?.pubkey)
    const sig = Secp256k1Signature.fromFixedLength(fromBase64(signature.signature))
    expect(Secp256k1.verifySignature(sig, sha256(makeSignBytes(doc)), pubkey)).toBe(true)

    expect((await second.forAccount?.(3))?.address).toBe(await deriveAddress(DEV, 3))
    const osmo = await second.forPrefix?.('osmo')
    const [osmoAccount] = (await osmo?.offlineSigner.getAccounts()) ?? []
    expect(osmoAccount?.pubkey).toEqual(account?.pubkey)
    second.close?.()
    await expect(second.forAccount?.(0)).rejects.toThrow('Please unlock your wallet')
  })
})
