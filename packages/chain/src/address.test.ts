import { toBech32 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { checkAddress, isValidAddress, shortenAddress } from './address.ts'

const user = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'
const group = toBech32('gitopia', new Uint8Array(32).fill(7))

describe('checkAddress', () => {
  it('accepts a user address (39 characters after the prefix)', () => {
    expect(user.length - 'gitopia'.length).toBe(39)
    expect(checkAddress(user)).toEqual({ ok: true, kind: 'user' })
  })

  it('accepts a group or module address (59 characters after the prefix)', () => {
    expect(group.length - 'gitopia'.length).toBe(59)
    expect(checkAddress(group)).toEqual({ ok: true, kind: 'group' })
  })

  it('ignores surrounding whitespace', () => {
    expect(isValidAddress(`  ${user}\n`)).toBe(true)
  })

  it('rejects another chain prefix', () => {
    const cosmos = toBech32('cosmos', new Uint8Array(20).fill(1))
    expect(checkAddress(cosmos)).toMatchObject({ ok: false, problem: 'wrong-prefix' })
  })

  it('rejects a valid bech32 string of the wrong length', () => {
    const short = toBech32('gitopia', new Uint8Array(10))
    expect(checkAddress(short)).toMatchObject({ ok: false, problem: 'wrong-length' })
    expect(checkAddress(user.slice(0, -1))).toMatchObject({ ok: false, problem: 'wrong-length' })
  })

  it('rejects a typo through the bech32 checksum', () => {
    const typo = `${user.slice(0, 20)}${user[20] === 'q' ? 'p' : 'q'}${user.slice(21)}`
    expect(checkAddress(typo)).toMatchObject({ ok: false, problem: 'bad-checksum' })
  })

  it('rejects uppercase addresses', () => {
    expect(checkAddress(user.toUpperCase())).toMatchObject({ ok: false, problem: 'uppercase' })
    expect(checkAddress(user.replace('9rl4', '9RL4'))).toMatchObject({ problem: 'uppercase' })
  })

  it('rejects characters outside the bech32 alphabet', () => {
    const withB = `${user.slice(0, 20)}b${user.slice(21)}`
    expect(checkAddress(withB)).toMatchObject({ ok: false, problem: 'invalid-characters' })
    expect(checkAddress(`gitopia1${'-'.repeat(38)}`)).toMatchObject({
      problem: 'invalid-characters',
    })
  })

  it('rejects an empty input with a message', () => {
    expect(checkAddress('   ')).toEqual({
      ok: false,
      problem: 'empty',
      message: 'Enter an address',
    })
  })

  it('checks against a custom prefix', () => {
    const osmo = toBech32('osmo', new Uint8Array(20).fill(3))
    expect(checkAddress(osmo, 'osmo')).toEqual({ ok: true, kind: 'user' })
    expect(checkAddress(osmo)).toMatchObject({ ok: false, problem: 'wrong-prefix' })
  })
})

describe('shortenAddress', () => {
  it('keeps the start and the end joined with ...', () => {
    expect(shortenAddress(user)).toBe('gitopia19rl4...zc22sk')
  })

  it('leaves short strings alone', () => {
    expect(shortenAddress('gitopia1abc')).toBe('gitopia1abc')
  })
})
