import { stringToPath } from '@cosmjs/crypto'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import {
  checkMnemonic,
  decryptSecret,
  deriveAddress,
  encryptSecret,
  generateMnemonic,
  DEFAULT_PBKDF2_ITERATIONS,
  needsRewrap,
} from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

const ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'
const OTHER = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'

describe('secret envelope', () => {
  it('round-trips bound to the address, with at least 600,000 iterations', async () => {
    expect(DEFAULT_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    const envelope = await encryptSecret('secret words', 'correct horse', { address: ADDRESS })
    expect(envelope.version).toBe(2)
    expect(envelope.ciphertext).not.toContain('secret')
    expect(needsRewrap(envelope)).toBe(false)
    expect(await decryptSecret(envelope, 'correct horse', { address: ADDRESS })).toBe(
      'secret words',
    )
  })

  it('says exactly "Wrong password" for a wrong password, a flipped byte or a swapped address', async () => {
    const envelope = await encryptSecret('secret', 'pw-12345', { address: ADDRESS })
    await expect(decryptSecret(envelope, 'nope', { address: ADDRESS })).rejects.toThrow(
      /^Wrong password$/,
    )
    const bytes = Buffer.from(envelope.ciphertext, 'base64')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    await expect(
      decryptSecret({ ...envelope, ciphertext: bytes.toString('base64') }, 'pw-12345', {
        address: ADDRESS,
      }),
    ).rejects.toThrow('Wrong password')
    // The envelope moved to another saved wallet does not open under that wallet's address.
    await expect(decryptSecret(envelope, 'pw-12345', { address: OTHER })).rejects.toThrow(
      'Wrong password',
    )
    await expect(decryptSecret(envelope, 'pw-12345')).rejects.toThrow(/bound to an address/)
  })

  it('refuses tampered iteration counts on read (too few to resist guessing, too many to finish)', async () => {
    const envelope = await encryptSecret('secret', 'pw-12345', { address: ADDRESS })
    for (const iterations of [1, 599_999, 10_000_001]) {
      await expect(
        decryptSecret({ ...envelope, kdf: { ...envelope.kdf, iterations } }, 'pw-12345', {
          address: ADDRESS,
        }),
      ).rejects.toThrow(/iterations must be 600000 to 10000000/)
    }
  })

  it('still reads a version 1 envelope (no binding) and asks for a re-wrap', async () => {
    const old = await encryptSecret('old secret', 'pw-12345')
    expect(old.version).toBe(1)
    expect(needsRewrap(old)).toBe(true)
    expect(await decryptSecret(old, 'pw-12345', { address: ADDRESS })).toBe('old secret')
  })

  it('uses a fresh salt and IV each time and refuses unknown formats', async () => {
    const a = await encryptSecret('x', 'pw', { address: ADDRESS })
    const b = await encryptSecret('x', 'pw', { address: ADDRESS })
    expect(a.kdf.salt).not.toBe(b.kdf.salt)
    expect(a.cipher.iv).not.toBe(b.cipher.iv)
    await expect(decryptSecret({ ...a, version: 3 }, 'pw')).rejects.toThrow(/unknown version 3/)
    await expect(decryptSecret('garbage', 'pw')).rejects.toThrow(/unreadable/)
  })
}, 60_000)

describe('recovery phrases', () => {
  it('generates 24 valid words', () => {
    const mnemonic = generateMnemonic()
    expect(mnemonic.split(' ')).toHaveLength(24)
    expect(checkMnemonic(mnemonic).ok).toBe(true)
  })

  it('normalises case and spacing', () => {
    expect(checkMnemonic(`  ${DEV.toUpperCase().replaceAll(' ', '   ')} `)).toEqual({
      ok: true,
      mnemonic: DEV,
    })
  })

  it('names the wrong word, the word count and a bad checksum', () => {
    expect(checkMnemonic(DEV.replace('about', 'abuot'))).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-word', position: 12, word: 'abuot' },
      message: 'Word 12 ("abuot") is not a recovery-phrase word',
    })
    expect(checkMnemonic('abandon about')).toMatchObject({
      ok: false,
      problem: { kind: 'word-count', count: 2 },
    })
    expect(checkMnemonic(DEV.replace('about', 'abandon'))).toMatchObject({
      ok: false,
      problem: { kind: 'checksum' },
    })
  })

  it('derives the gitopia address at m/44/118/0/0/0', async () => {
    expect(await deriveAddress(DEV)).toBe('gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk')
    expect(await deriveAddress(DEV, 0)).toBe('gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk')
  })

  it("derives account N's address at m/44/118/0/0/N, as cosmjs' HD wallet does", async () => {
    for (const index of [1, 2, 41]) {
      const reference = await DirectSecp256k1HdWallet.fromMnemonic(DEV, {
        prefix: 'gitopia',
        hdPaths: [stringToPath(`m/44'/118'/0'/0/${index}`)],
      })
      const [account] = await reference.getAccounts()
      expect(await deriveAddress(DEV, index)).toBe(account?.address)
    }
    expect(await deriveAddress(DEV, 1)).not.toBe(await deriveAddress(DEV, 0))
    await expect(deriveAddress(DEV, -1)).rejects.toThrow(RangeError)
  })
})
