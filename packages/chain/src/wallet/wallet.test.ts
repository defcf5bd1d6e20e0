import { describe, expect, it } from 'vitest'
import {
  buildWalletBackup,
  checkMnemonic,
  decryptSecret,
  DEFAULT_PBKDF2_ITERATIONS,
  deriveAddress,
  encryptSecret,
  parseWalletBackup,
} from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'

describe('wallet encryption at rest', () => {
  it('round-trips, defaults to >= 600k iterations and says exactly "Wrong password"', async () => {
    expect(DEFAULT_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    const envelope = await encryptSecret(DEV, 'hunter22', { iterations: 500 })
    expect(envelope).toMatchObject({ version: 1, kdf: { name: 'PBKDF2', iterations: 500 } })
    expect(JSON.stringify(envelope)).not.toContain('abandon')
    expect(await decryptSecret(envelope, 'hunter22')).toBe(DEV)
    await expect(decryptSecret(envelope, 'hunter23')).rejects.toThrow(/^Wrong password$/)
  })

  it('detects tampering, uses fresh salt and IV, and rejects unknown versions differently', async () => {
    const a = await encryptSecret('x', 'pw', { iterations: 500 })
    const b = await encryptSecret('x', 'pw', { iterations: 500 })
    expect([a.kdf.salt, a.cipher.iv]).not.toEqual([b.kdf.salt, b.cipher.iv])
    const bytes = Buffer.from(a.ciphertext, 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff
    const tampered = { ...a, ciphertext: bytes.toString('base64') }
    await expect(decryptSecret(tampered, 'pw')).rejects.toThrow('Wrong password')
    const unknown = decryptSecret({ ...a, version: 9 }, 'pw')
    await expect(unknown).rejects.toThrow(/unknown version 9/)
    await expect(unknown).rejects.not.toThrow('Wrong password')
  })
})

describe('recovery phrase checks', () => {
  it('reports the word count, the unknown word and a bad checksum', () => {
    expect(checkMnemonic('abandon abandon')).toMatchObject({ problem: { kind: 'word-count' } })
    expect(checkMnemonic(DEV.replace('about', 'zzz'))).toMatchObject({
      problem: { kind: 'unknown-word', position: 12, word: 'zzz' },
    })
    expect(checkMnemonic(DEV.replace('about', 'zoo'))).toMatchObject({
      problem: { kind: 'checksum' },
    })
    expect(checkMnemonic(` ${DEV.toUpperCase()}\n`)).toEqual({ ok: true, mnemonic: DEV })
  })
})

describe('wallet backup file', () => {
  it('holds name, mnemonic, HDpath and accounts, is named after the wallet and round-trips', async () => {
    const address = await deriveAddress(DEV)
    expect(address).toBe(DEV_ADDRESS)
    const file = buildWalletBackup({ name: 'alice', mnemonic: DEV, address })
    expect(file.fileName).toBe('alice.json')
    expect(JSON.parse(file.text)).toEqual({
      name: 'alice',
      mnemonic: DEV,
      HDpath: "m/44'/118'/0'/0/",
      accounts: [{ address: DEV_ADDRESS, pathIncrement: 0 }],
    })
    expect(parseWalletBackup(file.text)).toEqual(file.backup)
  })

  it('rejects files that are not wallet backups with a readable reason', () => {
    expect(() => parseWalletBackup('{')).toThrow('Not a wallet backup file: not JSON')
    expect(() =>
      parseWalletBackup({ name: 'a', mnemonic: DEV, HDpath: 'x', accounts: [] }),
    ).toThrow(/HDpath/)
    expect(buildWalletBackup({ name: 'my wallet/1', mnemonic: DEV, address: 'a' }).fileName).toBe(
      'my_wallet_1.json',
    )
  })
})
