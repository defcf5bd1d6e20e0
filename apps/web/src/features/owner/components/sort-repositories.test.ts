import type { Repository } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { sortRepositories } from './sort-repositories.ts'

const repo = (name: string, updated: string | null, created = '2026-01-01T00:00:00Z') =>
  ({
    name,
    updatedAt: updated === null ? null : new Date(updated),
    createdAt: new Date(created),
  }) as Repository

describe('sortRepositories', () => {
  const list = [
    repo('beta', '2026-03-01T00:00:00Z'),
    repo('Alpha', '2026-02-01T00:00:00Z'),
    repo('gamma', null, '2026-04-01T00:00:00Z'),
    repo('delta', '2026-03-01T00:00:00Z'),
  ]

  it.each([
    {
      order: 'updated',
      rule: 'the most recently updated first, falling back to creation, ties by name',
      names: ['gamma', 'beta', 'delta', 'Alpha'],
    },
    { order: 'name', rule: 'by name, ignoring case', names: ['Alpha', 'beta', 'delta', 'gamma'] },
  ] as const)('sorts by $order: $rule', ({ order, names }) => {
    expect(sortRepositories(list, order).map(r => r.name)).toEqual(names)
  })

  it('leaves the list it sorts unchanged', () => {
    sortRepositories(list, 'updated')
    sortRepositories(list, 'name')
    expect(list.map(r => r.name)).toEqual(['beta', 'Alpha', 'gamma', 'delta'])
  })
})
