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

  it('puts the most recently updated first, falling back to creation, ties by name', () => {
    expect(sortRepositories(list, 'updated').map(r => r.name)).toEqual([
      'gamma',
      'beta',
      'delta',
      'Alpha',
    ])
  })

  it('sorts by name ignoring case, without changing the input', () => {
    expect(sortRepositories(list, 'name').map(r => r.name)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'gamma',
    ])
    expect(list[0]?.name).toBe('beta')
  })
})
