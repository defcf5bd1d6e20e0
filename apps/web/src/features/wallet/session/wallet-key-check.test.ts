import { deriveAddress, encryptSecret, generateMnemonic } from '@gitopia-client/chain/keystore'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedWallet } from '../model/saved-wallets.ts'
import { startWithNoWallets } from '../model/test-wallets.ts'
import { findWallet } from '../model/wallet-store.ts'
import { addWallet } from '../model/wallet-edits.ts'
import { useUnlockRequest } from '../unlock/unlock-request.ts'
import { downloadWalletBackup } from './backup-download.ts'
import { currentSigner } from './key-session.ts'
import { keyMismatchMessage, unlockActiveWallet } from './unlock.ts'
import { renameWalletForUser } from './wallet-actions.ts'

const PASSWORD = 'correct horse battery'

/** The saved address is the owner's; the envelope holds someone else's phrase. */
let ownAddress = ''
let swappedV1 = ''
let swappedV2 = ''

beforeAll(async () => {
  const own = generateMnemonic()
  const other = generateMnemonic()
  ownAddress = await deriveAddress(own)
  // A v1 envelope has no address bound in; a v2 one is bound to the owner's address but
  // encrypts the other phrase (whoever wrote it knew the password, or the old format let it in).
  swappedV1 = JSON.stringify(await encryptSecret(other, PASSWORD))
  swappedV2 = JSON.stringify(await encryptSecret(other, PASSWORD, { address: ownAddress }))
}, 30_000)

function save(envelope: string): SavedWallet {
  const wallet = {
    name: 'alice',
    address: ownAddress,
    avatarUrl: '',
    wallet: envelope,
    backedUp: false,
  }
  addWallet(wallet)
  return wallet
}

/** Types the password into the prompt that the action opened; returns the prompt's error. */
async function typePassword(): Promise<unknown> {
  await vi.waitFor(() => expect(useUnlockRequest.getState().pending).not.toBeNull())
  const pending = useUnlockRequest.getState().pending
  const error = await pending?.attempt(PASSWORD).then(
    () => null,
    (e: unknown) => e,
  )
  pending?.cancel()
  return error
}

/**
 * Runs `action` with the wallet saved as `envelope`, types the password when it asks, and checks
 * the prompt refused it: the key is not the saved address's.
 */
async function expectKeyMismatch(envelope: string, action: () => Promise<unknown>) {
  save(envelope)
  const running = action().catch((e: unknown) => e)
  expect(await typePassword()).toEqual(new Error(keyMismatchMessage(ownAddress)))
  await running
}

const createObjectURL = vi.fn(() => 'blob:backup')

beforeEach(() => {
  startWithNoWallets()
  createObjectURL.mockClear()
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  // No node is needed: every action below must stop before it reads the chain.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no node in this test')))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a stored key that decrypts to another phrase than the saved address', () => {
  it('unlock: the prompt says so, the old envelope is not rewrapped and nothing is held', async () => {
    await expectKeyMismatch(swappedV1, unlockActiveWallet)
    expect(findWallet('alice')?.wallet).toBe(swappedV1)
    expect(currentSigner('alice')).toBeNull()
  }, 30_000)

  it('backup download: refused, no file is saved and the wallet is not marked backed up', async () => {
    await expectKeyMismatch(swappedV2, () => downloadWalletBackup('plain'))
    expect(createObjectURL).not.toHaveBeenCalled()
    expect(findWallet('alice')?.backedUp).toBe(false)
  }, 30_000)

  it('re-encryption after the username is taken: refused, the saved entry is unchanged', async () => {
    await expectKeyMismatch(swappedV2, () => renameWalletForUser('alice-chain'))
    expect(findWallet('alice')?.wallet).toBe(swappedV2)
    expect(findWallet('alice-chain')).toBeUndefined()
  }, 30_000)
})

describe('a stored key that derives its saved address', () => {
  it('is downloaded as a backup', async () => {
    const own = generateMnemonic()
    const address = await deriveAddress(own)
    const envelope = JSON.stringify(await encryptSecret(own, PASSWORD, { address }))
    addWallet({ name: 'bob', address, avatarUrl: '', wallet: envelope, backedUp: false })
    const downloading = downloadWalletBackup('plain')
    expect(await typePassword()).toBeNull()
    await downloading
    expect(createObjectURL).toHaveBeenCalledOnce()
    expect(findWallet('bob')?.backedUp).toBe(true)
  }, 30_000)
})
