import { describe, expect, it } from 'vitest'
import { buildWalletBackup } from '../wallet/backup.ts'
import { encryptSecret } from './envelope.ts'
import { deriveAddress } from './mnemonic.ts'
import {
  BackupFileError,
  buildEncryptedBackup,
  openBackupFile,
  readBackupFile,
  type BackupFileProblem,
} from './backup-file.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'
const OTHER =
  'start doctor olive erase object vapor field version early recycle merit vast night slim digital elbow finger pitch card awful south siege exotic art'
const OTHER_ADDRESS = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'
const PASSWORD = 'correct horse battery'
const account0 = { address: DEV_ADDRESS, pathIncrement: 0 }

async function encryptedFile(): Promise<Record<string, unknown>> {
  const file = await buildEncryptedBackup({
    name: 'alice',
    mnemonic: DEV,
    address: DEV_ADDRESS,
    password: PASSWORD,
  })
  return JSON.parse(file.text) as Record<string, unknown>
}

async function problemOf(text: string, password = PASSWORD): Promise<BackupFileProblem> {
  try {
    await openBackupFile(readBackupFile(text), password)
  } catch (error) {
    if (error instanceof BackupFileError) return error.problem
    throw error
  }
  throw new Error('the file opened')
}

/** Recomputes the checksum the way a careful forger would, so only the cryptography is left. */
async function withChecksum(file: Record<string, unknown>): Promise<string> {
  const body = { ...file }
  delete body.checksum
  const keystore = body.keystore as {
    version: number
    kdf: { name: string; hash: string; iterations: number; salt: string }
    cipher: { name: string; iv: string }
    ciphertext: string
  }
  const canonical = JSON.stringify([
    body.format,
    body.version,
    body.name,
    body.address,
    body.HDpath,
    keystore.version,
    keystore.kdf.name,
    keystore.kdf.hash,
    keystore.kdf.iterations,
    keystore.kdf.salt,
    keystore.cipher.name,
    keystore.cipher.iv,
    keystore.ciphertext,
    ...(body.version === 1 ? [] : [body.accounts ?? null]),
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return JSON.stringify({ ...body, checksum: Buffer.from(digest).toString('hex') })
}

describe('encrypted wallet backup file', () => {
  it('round-trips: versioned, names the wallet, address and HD path, never the plaintext phrase', async () => {
    const file = await buildEncryptedBackup({
      name: 'my wallet',
      mnemonic: DEV,
      address: DEV_ADDRESS,
      password: PASSWORD,
    })
    expect(file.fileName).toBe('my_wallet.encrypted.json')
    expect(file.text).not.toContain('abandon')
    const json = JSON.parse(file.text) as Record<string, unknown>
    expect(json).toMatchObject({
      format: 'gitopia-encrypted-wallet-backup',
      version: 2,
      name: 'my wallet',
      address: DEV_ADDRESS,
      HDpath: "m/44'/118'/0'/0/",
      keystore: { version: 2, kdf: { name: 'PBKDF2', iterations: 600_000 } },
      accounts: [{ address: DEV_ADDRESS, pathIncrement: 0 }],
    })
    expect(json).not.toHaveProperty('mnemonic')
    const contents = readBackupFile(file.text)
    expect(contents).toMatchObject({ kind: 'encrypted', name: 'my wallet', address: DEV_ADDRESS })
    expect(await openBackupFile(contents, PASSWORD)).toEqual({
      name: 'my wallet',
      address: DEV_ADDRESS,
      mnemonic: DEV,
      accounts: [{ address: DEV_ADDRESS, pathIncrement: 0 }],
    })
  })

  it("lists the wallet's accounts, checks each against the phrase and reads version 1 files", async () => {
    const second = await deriveAddress(DEV, 1)
    const file = await buildEncryptedBackup({
      name: 'two',
      mnemonic: DEV,
      address: DEV_ADDRESS,
      accounts: [
        { address: DEV_ADDRESS, pathIncrement: 0 },
        { address: second, pathIncrement: 1 },
      ],
      password: PASSWORD,
    })
    const restored = await openBackupFile(readBackupFile(file.text), PASSWORD)
    expect(restored.accounts).toEqual([
      { address: DEV_ADDRESS, pathIncrement: 0 },
      { address: second, pathIncrement: 1 },
    ])
    // Account 1 named with another address, checksum redone: the phrase does not derive it.
    const json = JSON.parse(file.text) as Record<string, unknown>
    const forged = await withChecksum({
      ...json,
      accounts: [
        { address: DEV_ADDRESS, pathIncrement: 0 },
        { address: OTHER_ADDRESS, pathIncrement: 1 },
      ],
    })
    expect(await problemOf(forged)).toBe('wrong-address')
    // A version 1 file (before accounts) still opens, as account 0 only.
    const v1: Record<string, unknown> = { ...json, version: 1 }
    delete v1.accounts
    expect(
      (await openBackupFile(readBackupFile(await withChecksum(v1)), PASSWORD)).accounts,
    ).toEqual([{ address: DEV_ADDRESS, pathIncrement: 0 }])
    const noAccounts = { ...json }
    delete noAccounts.accounts
    expect(await problemOf(await withChecksum(noAccounts))).toBe('tampered')
  })

  it('says "Wrong password for this backup file" for a wrong password', async () => {
    const text = JSON.stringify(await encryptedFile())
    await expect(openBackupFile(readBackupFile(text), 'not the password')).rejects.toThrow(
      /^Wrong password for this backup file$/,
    )
  })

  it('calls a changed file tampered, not a wrong password', async () => {
    const file = await encryptedFile()
    const keystore = file.keystore as { ciphertext: string; kdf: Record<string, unknown> }
    const bytes = Buffer.from(keystore.ciphertext, 'base64')
    bytes[3] = (bytes[3] ?? 0) ^ 1
    const flipped = { ...file, keystore: { ...keystore, ciphertext: bytes.toString('base64') } }
    expect(await problemOf(JSON.stringify(flipped))).toBe('tampered')
    await expect(openBackupFile(readBackupFile(JSON.stringify(flipped)), PASSWORD)).rejects.toThrow(
      /changed or damaged after it was saved \(checksum does not match\)/,
    )
    expect(await problemOf(JSON.stringify({ ...file, address: OTHER_ADDRESS }))).toBe('tampered')
    expect(await problemOf(JSON.stringify({ ...file, name: 'mallory' }))).toBe('tampered')
    // A cheap key derivation, even with a recomputed checksum, is refused before any decryption.
    const cheap = { ...file, keystore: { ...keystore, kdf: { ...keystore.kdf, iterations: 1 } } }
    await expect(
      openBackupFile(readBackupFile(await withChecksum(cheap)), PASSWORD),
    ).rejects.toThrow(/iterations must be 600000 to 10000000/)
    // A missing field of a file that says it is an encrypted backup.
    const noKey = { ...file }
    delete noKey.keystore
    expect(await problemOf(JSON.stringify(noKey))).toBe('tampered')
  })

  it('refuses a phrase that does not derive the address the file names', async () => {
    // Forged with the password: another wallet's phrase bound to alice's address, checksum redone.
    const file = await encryptedFile()
    const keystore = await encryptSecret(OTHER, PASSWORD, { address: DEV_ADDRESS })
    const forged = await withChecksum({ ...file, keystore })
    await expect(openBackupFile(readBackupFile(forged), PASSWORD)).rejects.toThrow(
      `The recovery phrase in this backup belongs to ${OTHER_ADDRESS}, not to the address the file names (${DEV_ADDRESS}); nothing was restored`,
    )
  })
}, 60_000)

describe('plain wallet backup file (compatible format)', () => {
  it('restores as before, checking the phrase against the account address', async () => {
    const plain = buildWalletBackup({ name: 'bob', mnemonic: DEV, accounts: [account0] })
    const contents = readBackupFile(plain.text)
    expect(contents).toMatchObject({ kind: 'plain', name: 'bob', address: DEV_ADDRESS })
    expect(await openBackupFile(contents)).toEqual({
      name: 'bob',
      address: DEV_ADDRESS,
      mnemonic: DEV,
      accounts: [account0],
    })
    const mismatched = buildWalletBackup({ name: 'bob', mnemonic: OTHER, accounts: [account0] })
    expect(await problemOf(mismatched.text)).toBe('wrong-address')
  })

  it('restores the accounts a file lists at any index, by pathIncrement or full path', async () => {
    const third = await deriveAddress(DEV, 3)
    const atIndex = buildWalletBackup({
      name: 'bob',
      mnemonic: DEV,
      accounts: [{ address: third, pathIncrement: 3 }],
    })
    expect(await openBackupFile(readBackupFile(atIndex.text))).toEqual({
      name: 'bob',
      // Account 0, which the app binds the stored phrase to, though the file does not list it.
      address: DEV_ADDRESS,
      mnemonic: DEV,
      accounts: [{ address: third, pathIncrement: 3 }],
    })
    const byPath = JSON.stringify({
      name: 'bob',
      mnemonic: DEV,
      HDpath: "m/44'/118'/0'/0/",
      accounts: [
        { address: DEV_ADDRESS, path: "m/44'/118'/0'/0/0" },
        { address: third, path: "m/44'/118'/0'/0/3" },
      ],
    })
    expect((await openBackupFile(readBackupFile(byPath))).accounts).toEqual([
      account0,
      { address: third, pathIncrement: 3 },
    ])
    const wrongIndex = buildWalletBackup({
      name: 'bob',
      mnemonic: DEV,
      accounts: [account0, { address: third, pathIncrement: 2 }],
    })
    expect(await problemOf(wrongIndex.text)).toBe('wrong-address')
    const twice = buildWalletBackup({ name: 'bob', mnemonic: DEV, accounts: [account0, account0] })
    expect(() => readBackupFile(twice.text)).toThrow('account index 0 is listed twice')
  })

  it('refuses a file for an HD path the app cannot sign with, naming its address', () => {
    const otherAccount = buildWalletBackup({
      name: 'bob',
      mnemonic: DEV,
      accounts: [{ address: OTHER_ADDRESS, pathIncrement: 0 }],
      hdPathPrefix: "m/44'/118'/1'/0/",
    })
    let problem: unknown
    try {
      readBackupFile(otherAccount.text)
    } catch (error) {
      problem = error
    }
    expect(problem).toBeInstanceOf(BackupFileError)
    expect(problem).toMatchObject({ problem: 'other-hd-path' })
    expect((problem as Error).message).toBe(
      `This backup is for ${OTHER_ADDRESS} at HD path m/44'/118'/1'/0/0; this app signs only under m/44'/118'/0'/0/ (a wallet's accounts), so nothing was restored`,
    )
    const hardened = JSON.stringify({
      name: 'bob',
      mnemonic: DEV,
      HDpath: "m/44'/118'/0'/0/",
      accounts: [{ address: OTHER_ADDRESS, path: "m/44'/118'/0'/0/1'" }],
    })
    expect(() => readBackupFile(hardened)).toThrow(/at HD path m\/44'\/118'\/0'\/0\/1';/)
  })

  it('says which files are not backups at all', () => {
    for (const text of ['not json', '[]', '{"hello":1}', '{"mnemonic":"x"}']) {
      expect(() => readBackupFile(text)).toThrow(/^This file is not a Gitopia wallet backup \(/)
    }
    expect(() =>
      readBackupFile('{"format":"gitopia-encrypted-wallet-backup","version":9}'),
    ).toThrow('This file is not a Gitopia wallet backup (unknown encrypted backup version 9)')
  })
}, 60_000)
