import { describe, expect, it } from 'vitest'
import { checkUsername, isPossibleOwnerName } from './names.ts'

describe('checkUsername', () => {
  it.each(['abc', 'alice', 'Alice-Bob', 'a1-b2-c3', 'x'.repeat(39)])('accepts %s', name => {
    expect(checkUsername(name)).toEqual({ ok: true })
  })

  it.each([
    ['ab', 'username must consist minimum 3 chars'],
    ['x'.repeat(40), 'username limit exceed: 39'],
    ['-abc', 'invalid username'],
    ['abc-', 'invalid username'],
    ['a--b', 'invalid username'],
    ['a_b', 'invalid username'],
    ['héllo', 'invalid username'],
  ])('rejects %s with the chain message', (name, message) => {
    expect(checkUsername(name)).toEqual({ ok: false, message })
  })

  it('counts bytes, not characters, for the length limit', () => {
    expect(checkUsername('éé').ok).toBe(false)
    expect(isPossibleOwnerName('gitopia')).toBe(true)
  })
})
