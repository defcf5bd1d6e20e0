import { describe, expect, it } from 'vitest'
import {
  checkMnemonic,
  decryptSecret,
  deriveAddress,
  encryptSecret,
  generateMnemonic,
  DEFAULT_PBKDF2_ITERATIONS,
} from './index.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('secret envelope', () => {
  it('round-trips with the right password and defaults to at least 600,000 iterations', async () => {
    expect(DEFAULT_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    const envelope = await encryptSecret('secret words', 'correct horse', { iterations: 1000 })
    expect(envelope.ciphertext).not.toContain('secret')
    expect(await decryptSecret(envelope, 'correct horse')).toBe('secret words')
  })

  it('says exactly "Wrong password" for a wrong password or tampered ciphertext', async () => {
    const envelope = await encryptSecret('secret', 'pw-12345', { iterations: 1000 })
    await expect(decryptSecret(envelope, 'nope')).rejects.toThrow(/^Wrong password$/)
    const bytes = Buffer.from(envelope.ciphertext, 'base64')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    await expect(
      decryptSecret({ ...envelope, ciphertext: bytes.toString('base64') }, 'pw-12345'),
    ).rejects.toThrow('Wrong password')
  })

  it('uses a fresh salt and IV each time and refuses unknown formats', async () => {
    const a = await encryptSecret('x', 'pw', { iterations: 1000 })
    const b = await encryptSecret('x', 'pw', { iterations: 1000 })
    expect(a.kdf.salt).not.toBe(b.kdf.salt)
    expect(a.cipher.iv).not.toBe(b.cipher.iv)
    await expect(decryptSecret({ ...a, version: 2 }, 'pw')).rejects.toThrow(/unknown version 2/)
    await expect(decryptSecret('garbage', 'pw')).rejects.toThrow(/unreadable/)
  })
})

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
  })
})
