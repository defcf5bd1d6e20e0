import { describe, expect, it } from 'vitest'
import { candidateOrder, withoutWorking, withWorking } from './working-list.ts'

describe('the working-endpoints list', () => {
  it('adds an endpoint once and removes it on failure', () => {
    let list = withWorking([], 'a')
    list = withWorking(list, 'b')
    list = withWorking(list, 'a')
    expect(list).toEqual(['a', 'b'])
    expect(withoutWorking(list, 'a')).toEqual(['b'])
    expect(withoutWorking(list, 'zzz')).toEqual(['a', 'b'])
  })

  it('tries the one in use, then working ones by latency, then unknown ones, failed ones last', () => {
    const latency: Record<string, number> = { a: 50, b: 10, c: 5, d: 1, e: 20 }
    expect(
      candidateOrder({
        current: 'e',
        known: ['a', 'b', 'c', 'd', 'e'],
        working: ['a', 'b', 'e'],
        failed: new Set(['d']),
        latency: url => latency[url] ?? Infinity,
      }),
    ).toEqual(['e', 'b', 'a', 'c', 'd'])
  })

  it('does not put a failed endpoint first even when it is the one in use', () => {
    expect(
      candidateOrder({
        current: 'a',
        known: ['a', 'b'],
        working: ['b'],
        failed: new Set(['a']),
        latency: () => 1,
      }),
    ).toEqual(['b', 'a'])
  })
})
