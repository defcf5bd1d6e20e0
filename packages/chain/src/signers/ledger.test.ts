import { makeSignDoc, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256, stringToPath } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EmulatedLedgerDevice } from '../testing/index.ts'
import { isAminoSigner, loadLedger, type Signer } from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'

let device: EmulatedLedgerDevice

beforeEach(() => {
  device = new EmulatedLedgerDevice(DEV)
  globalThis.__gitopiaLedgerDevice = device
})
afterEach(() => {
  globalThis.__gitopiaLedgerDevice = undefined
})

function signDoc(address: string, memo = 'hello'): StdSignDoc {
  const msg = { type: 'gitopia/CreateUser', value: { creator: address, username: 'alice' } }
  // A long memo makes the JSON span several 250-byte chunks.
  return makeSignDoc([msg], { amount: [], gas: '200000' }, 'gitopia-test-1', memo, 7, 3)
}

async function sign(signer: Signer, doc: StdSignDoc) {
  if (!isAminoSigner(signer.offlineSigner)) throw new Error('expected an amino signer')
  return signer.offlineSigner.signAmino(signer.address, doc)
}

describe('connectLedger against the emulated Cosmos app', () => {
  it('reads the gitopia account, signs amino JSON verifiably and closes the device each time', async () => {
    const { connectLedger } = await loadLedger()
    const signer = await connectLedger({ expectedAddress: DEV_ADDRESS })
    expect(signer).toMatchObject({ kind: 'ledger', address: DEV_ADDRESS, signModes: ['amino'] })
    expect(await signer.offlineSigner.getAccounts()).toMatchObject([{ address: DEV_ADDRESS }])
    expect(device.closed).toBe(1)

    const doc = signDoc(DEV_ADDRESS, 'x'.repeat(600))
    const response = await sign(signer, doc)
    expect(device.closed).toBe(2)
    const { pubkey } = await device.account(stringToPath("m/44'/118'/0'/0/0"), 'gitopia')
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(response.signature.signature))
    const digest = sha256(serializeSignDoc(doc))
    expect(Secp256k1.verifySignature(signature, digest, pubkey)).toBe(true)
    expect(device.signedMessages).toEqual([new TextDecoder().decode(serializeSignDoc(doc))])
    // INIT, then at least three chunks of the 600-byte memo.
    expect(device.received.filter(apdu => apdu.ins === 0x02).length).toBeGreaterThanOrEqual(4)
  })

  it("reads and signs with account N's key at m/44'/118'/0'/0/N", async () => {
    const { connectLedger } = await loadLedger()
    const path = stringToPath("m/44'/118'/0'/0/2")
    const expected = await device.account(path, 'gitopia')
    expect(expected.address).not.toBe(DEV_ADDRESS)
    const signer = await connectLedger({ accountIndex: 2, expectedAddress: expected.address })
    expect(signer.address).toBe(expected.address)
    const doc = signDoc(expected.address)
    const response = await sign(signer, doc)
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(response.signature.signature))
    expect(
      Secp256k1.verifySignature(signature, sha256(serializeSignDoc(doc)), expected.pubkey),
    ).toBe(true)
    // Account 0's address is not account 2's: connecting at index 2 expecting it is refused.
    await expect(connectLedger({ accountIndex: 2, expectedAddress: DEV_ADDRESS })).rejects.toThrow(
      /^Wallet address not matching Ledger's address$/,
    )
  })

  it('asks for the gitopia address on the device when adding a Ledger', async () => {
    const { connectLedger } = await loadLedger()
    await connectLedger({ showOnDevice: true })
    const shown = device.received.find(apdu => apdu.ins === 0x04 && apdu.p1 === 1)
    expect(new TextDecoder().decode(shown?.data.subarray(1, 8))).toBe('gitopia')
  })

  it("says the wallet address is not the Ledger's", async () => {
    const { connectLedger } = await loadLedger()
    await expect(connectLedger({ expectedAddress: 'gitopia1other' })).rejects.toThrow(
      /^Wallet address not matching Ledger's address$/,
    )
    expect(device.closed).toBe(1)
  })

  it('asks to open the Cosmos app when the dashboard or the PIN screen is shown', async () => {
    const { connectLedger } = await loadLedger()
    device.appOpen = false
    await expect(connectLedger()).rejects.toMatchObject({
      name: 'LedgerError',
      kind: 'app-not-open',
      message: 'Please open Cosmos app on your Ledger',
    })
    device.appOpen = true
    device.locked = true
    await expect(connectLedger()).rejects.toMatchObject({
      kind: 'locked',
      message: 'Please open Cosmos app on your Ledger',
    })
  })

  it('reports a rejected signature and a disconnected device, closing the transport', async () => {
    const { connectLedger } = await loadLedger()
    const waiting: boolean[] = []
    const signer = await connectLedger({ onAwaitingDevice: value => waiting.push(value) })
    device.rejectSigning = true
    await expect(sign(signer, signDoc(DEV_ADDRESS))).rejects.toMatchObject({ kind: 'rejected' })
    // The waiting notice is shown for the approval and removed even when the user rejects.
    expect(waiting).toEqual([true, false])
    device.rejectSigning = false
    device.disconnected = true
    await expect(sign(signer, signDoc(DEV_ADDRESS))).rejects.toThrow(
      /^Ledger disconnected, please try again$/,
    )
    expect(device.closed).toBe(3)
  })

  it('waits while the device shows the signing screen, then signs once approved', async () => {
    const { connectLedger } = await loadLedger()
    const waiting: boolean[] = []
    const signer = await connectLedger({ onAwaitingDevice: value => waiting.push(value) })
    device.holdForApproval = true
    const signing = sign(signer, signDoc(DEV_ADDRESS))
    await expect.poll(() => device.awaitingApproval).toBe(true)
    expect(waiting).toEqual([true])
    device.approve()
    await signing
    expect(waiting).toEqual([true, false])
    const rejected = sign(signer, signDoc(DEV_ADDRESS))
    await expect.poll(() => device.awaitingApproval).toBe(true)
    device.reject()
    await expect(rejected).rejects.toMatchObject({ kind: 'rejected' })
  })

  it('says no connection is available without a device or WebHID/WebUSB', async () => {
    globalThis.__gitopiaLedgerDevice = undefined
    const { connectLedger } = await loadLedger()
    await expect(connectLedger()).rejects.toThrow(/^No connection available$/)
  })
})
