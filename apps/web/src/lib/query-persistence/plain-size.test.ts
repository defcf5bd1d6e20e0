import { describe, expect, it } from 'vitest'
import { plainSize } from './plain-size.ts'

describe('plainSize', () => {
  it('counts strings, numbers, bytes and nested plain objects', () => {
    expect(plainSize('abcd', 100)).toBe(8)
    expect(plainSize({ a: 1 }, 100)).toBe(2 + 8)
    expect(plainSize([new Uint8Array(10), 1n, null], 100)).toBe(8 + 10 + 8 + 1)
    expect(plainSize(new Map([['k', new Set([true])]]), 100)).toBe(8 + 2 + 8 + 1)
  })

  it('refuses class instances, functions and symbols anywhere inside', () => {
    class Decimal {
      value = '1'
    }
    expect(plainSize({ amount: new Decimal() }, 1000)).toBe(Infinity)
    expect(plainSize([() => 1], 1000)).toBe(Infinity)
    expect(plainSize({ s: Symbol('x') }, 1000)).toBe(Infinity)
  })

  it('stops at the limit', () => {
    expect(plainSize('x'.repeat(100), 150)).toBe(Infinity)
    expect(plainSize(Object.create(null) as object, 10)).toBe(0)
  })

  it('counts an object reached twice once and survives cycles', () => {
    const shared = { name: 'alice' }
    const cyclic: Record<string, unknown> = { shared, again: shared }
    cyclic.self = cyclic
    // Keys 'shared', 'again', 'self' (30 bytes) and { name: 'alice' } once (18 bytes).
    expect(plainSize(cyclic, 1000)).toBe(48)
  })
})
