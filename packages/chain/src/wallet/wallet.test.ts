import { describe, expect, it } from 'vitest'
import { buildWalletBackup, checkMnemonic, deriveAddress, parseWalletBackup } from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DEV_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'

// Encryption at rest is tested where it lives: keystore/keystore.test.ts.

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
    const file = buildWalletBackup({
      name: 'alice',
      mnemonic: DEV,
      accounts: [{ address, pathIncrement: 0 }],
    })
    expect(file.fileName).toBe('alice.json')
    expect(JSON.parse(file.text)).toEqual({
      name: 'alice',
      mnemonic: DEV,
      HDpath: "m/44'/118'/0'/0/",
      accounts: [{ address: DEV_ADDRESS, pathIncrement: 0 }],
    })
    expect(parseWalletBackup(file.text)).toEqual(file.backup)
  })

  it('lists every account of the wallet by index', async () => {
    const second = await deriveAddress(DEV, 1)
    const file = buildWalletBackup({
      name: 'alice',
      mnemonic: DEV,
      accounts: [
        { address: second, pathIncrement: 1 },
        { address: DEV_ADDRESS, pathIncrement: 0 },
      ],
    })
    expect(file.backup.accounts).toEqual([
      { address: DEV_ADDRESS, pathIncrement: 0 },
      { address: second, pathIncrement: 1 },
    ])
  })

  it('rejects files that are not wallet backups with a readable reason', () => {
    expect(() => parseWalletBackup('{')).toThrow('Not a wallet backup file: not JSON')
    expect(() =>
      parseWalletBackup({ name: 'a', mnemonic: DEV, HDpath: 'x', accounts: [] }),
    ).toThrow(/HDpath/)
    expect(
      buildWalletBackup({
        name: 'my wallet/1',
        mnemonic: DEV,
        accounts: [{ address: 'a', pathIncrement: 0 }],
      }).fileName,
    ).toBe('my_wallet_1.json')
  })
})
