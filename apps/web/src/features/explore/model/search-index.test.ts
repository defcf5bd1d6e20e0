import { describe, expect, it } from 'vitest'
import { searchIndex, type ExploreIndex, type RepositoryEntry } from './search-index.ts'

const repository = (owner: string, name: string, updatedAt: number): RepositoryEntry => ({
  kind: 'repository',
  id: `${owner}/${name}`,
  owner,
  ownerAddress: `gitopia1${owner}`,
  name,
  description: '',
  updatedAt,
  fork: false,
})

const index: ExploreIndex = {
  owners: [
    { kind: 'user', name: 'alice', address: 'gitopia1a' },
    { kind: 'user', name: 'bob', address: 'gitopia1b' },
    { kind: 'user', name: 'jimbo', address: 'gitopia1r' },
    { kind: 'dao', name: 'devnet-dao', address: 'gitopia1d' },
  ],
  repositories: [
    repository('alice', 'hello-world', 10),
    repository('bob', 'hello-world', 30),
    repository('alice', 'say-hello', 50),
    repository('devnet-dao', 'dao-tools', 20),
  ],
}

const names = (items: readonly { name: string }[]) => items.map(item => item.name)

describe('explore search', () => {
  it('finds repositories by name or owner/name, prefix matches before later ones, then newest', () => {
    const results = searchIndex(index, { text: 'hello', tab: 'repositories', page: 1 })
    expect(results.items.map(r => `${(r as RepositoryEntry).owner}/${r.name}`)).toEqual([
      'bob/hello-world',
      'alice/hello-world',
      'alice/say-hello',
    ])
    expect(searchIndex(index, { text: 'alice/h', tab: 'repositories', page: 1 }).total).toBe(1)
  })

  it('lists everything most recently updated first without a query', () => {
    const results = searchIndex(index, { text: '  ', tab: 'repositories', page: 1 })
    expect(names(results.items)).toEqual(['say-hello', 'hello-world', 'dao-tools', 'hello-world'])
  })

  it('finds users and DAOs apart, case-insensitively', () => {
    expect(names(searchIndex(index, { text: 'BO', tab: 'users', page: 1 }).items)).toEqual([
      'bob',
      'jimbo',
    ])
    expect(names(searchIndex(index, { text: 'devnet', tab: 'daos', page: 1 }).items)).toEqual([
      'devnet-dao',
    ])
    expect(searchIndex(index, { text: 'devnet', tab: 'users', page: 1 }).total).toBe(0)
  })

  it('pages by 20', () => {
    const many: ExploreIndex = {
      owners: [],
      repositories: Array.from({ length: 45 }, (_, i) => repository('o', `repo-${i}`, i)),
    }
    const third = searchIndex(many, { text: 'repo', tab: 'repositories', page: 3 })
    expect(third.total).toBe(45)
    expect(names(third.items)).toEqual(['repo-4', 'repo-3', 'repo-2', 'repo-1', 'repo-0'])
  })
})
