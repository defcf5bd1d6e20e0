import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkRepositoryName,
  checkUsername,
  isPossibleOwnerName,
  sanitizeRepositoryName,
} from './names.ts'

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

describe('repository names', () => {
  it.each([
    ['my repo', 'my-repo'],
    ['  hello world!  ', 'hello-world-'],
    ['a/b\\c', 'a-b-c'],
    ['<script>', '-script-'],
    ['ok_name.v2-x', 'ok_name.v2-x'],
    ['héllo', 'h-llo'],
  ])('sanitizes %j to %j like GitHub', (input, expected) => {
    expect(sanitizeRepositoryName(input)).toBe(expected)
  })

  it('accepts sanitized names of 3 to 100 characters', () => {
    expect(checkRepositoryName('abc')).toEqual({ ok: true })
    expect(checkRepositoryName('x'.repeat(100))).toEqual({ ok: true })
  })

  it.each([
    ['ab', 'Repository name must be at least 3 characters long'],
    ['x'.repeat(101), 'Repository name exceeds limit: 100'],
    ['a b', 'repository name is not sanitized'],
    ['a/b', 'repository name is not sanitized'],
  ])('rejects %j with the chain message', (name, message) => {
    expect(checkRepositoryName(name)).toEqual({ ok: false, message })
  })

  it('every sanitized name of 3 to 100 characters passes the chain check', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 100 }), input => {
        const name = sanitizeRepositoryName(input)
        const length = [...name].length
        if (length >= 3 && length <= 100) expect(checkRepositoryName(name)).toEqual({ ok: true })
      }),
    )
  })
})
