import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import {
  answersToKeep,
  restoreAnswers,
  saveAnswers,
  savedScopes,
  type AnswerStore,
  type SavedAnswers,
} from './persister.ts'
import { watchRestored } from './refresh-notice.ts'

const NOW = Date.parse('2026-11-29T12:00:00Z')
const HOUR = 60 * 60_000

function memoryStore(): AnswerStore & { readonly entries: Map<string, SavedAnswers> } {
  const entries = new Map<string, SavedAnswers>()
  return {
    entries,
    read: scope => Promise.resolve(structuredClone(entries.get(scope))),
    write: (scope, answers) => {
      entries.set(scope, structuredClone(answers))
      return Promise.resolve()
    },
    remove: scope => {
      entries.delete(scope)
      return Promise.resolve()
    },
  }
}

const repository = { id: '7', name: 'hello-world', owner: 'alice', stars: 3n }

afterEach(() => {
  localStorage.clear()
  document.body.replaceChildren()
})

describe('saved answers', () => {
  it('come back on the next load, stale so the page reads them again', async () => {
    const store = memoryStore()
    const first = new QueryClient()
    first.setQueryData(['repository', 'alice', 'hello-world'], repository, {
      updatedAt: NOW - HOUR,
    })
    await saveAnswers(first, store, 'chain/alice', 'build-1', NOW)

    const next = new QueryClient()
    const restored = await restoreAnswers(next, store, 'chain/alice', 'build-1', NOW + HOUR)
    expect(next.getQueryData(['repository', 'alice', 'hello-world'])).toEqual(repository)
    expect(next.getQueryState(['repository', 'alice', 'hello-world'])?.isInvalidated).toBe(true)
    expect(restored.size).toBe(1)
    expect(localStorage.getItem('gitopia.savedAnswers:chain/alice')).toBe(String(NOW))
  })

  it('are not shown to another build, another scope, or after a day', async () => {
    const store = memoryStore()
    const first = new QueryClient()
    first.setQueryData(['repository', '7'], repository, { updatedAt: NOW })
    await saveAnswers(first, store, 'chain/alice', 'build-1', NOW)

    const load = async (scope: string, build: string, at: number) => {
      const next = new QueryClient()
      await restoreAnswers(next, store, scope, build, at)
      return next.getQueryData(['repository', '7'])
    }
    expect(await load('chain/alice', 'build-2', NOW)).toBeUndefined()
    expect(await load('chain/bob', 'build-1', NOW)).toBeUndefined()
    expect(await load('chain/alice', 'build-1', NOW + 25 * HOUR)).toBeUndefined()
    expect(await load('chain/alice', 'build-1', NOW + 23 * HOUR)).toEqual(repository)
  })

  it('keep only plain, successful, wanted answers within the size bounds, newest first', () => {
    class Decimal {
      constructor(readonly value: string) {}
    }
    const client = new QueryClient()
    client.setQueryData(['plain'], { a: 1 }, { updatedAt: NOW })
    client.setQueryData(['class'], { amount: new Decimal('1.5') }, { updatedAt: NOW })
    client.setQueryData(['too big'], 'x'.repeat(200_000), { updatedAt: NOW })
    client.setQueryData(['old'], 1, { updatedAt: NOW - 25 * HOUR })
    client
      .getQueryCache()
      .build(client, { queryKey: ['private'], meta: { persist: false } })
      .setData('secret', { updatedAt: NOW, manual: true })
    // Twelve answers of ~195 KiB: the scope's 2 MiB holds the ten newest.
    for (let index = 0; index < 12; index++)
      client.setQueryData(['file', index], 'y'.repeat(100_000), { updatedAt: NOW - index })

    const kept = answersToKeep(client, NOW).queries.map(query => JSON.stringify(query.queryKey))
    expect(kept).toContain('["plain"]')
    expect(kept).not.toContain('["class"]')
    expect(kept).not.toContain('["too big"]')
    expect(kept).not.toContain('["old"]')
    expect(kept).not.toContain('["private"]')
    const files = kept.filter(key => key.startsWith('["file"'))
    expect(files).toHaveLength(10)
    expect(files).not.toContain('["file",10]')
    expect(files).not.toContain('["file",11]')
  })

  it('are kept for the four most recently saved scopes', async () => {
    const store = memoryStore()
    const client = new QueryClient()
    client.setQueryData(['x'], 1)
    for (let index = 0; index < 6; index++)
      await saveAnswers(client, store, `chain/account-${index}`, 'build-1', NOW + index)
    expect([...store.entries.keys()].sort()).toEqual([
      'chain/account-2',
      'chain/account-3',
      'chain/account-4',
      'chain/account-5',
    ])
    expect(
      savedScopes()
        .map(saved => saved.scope)
        .sort(),
    ).toEqual([...store.entries.keys()].sort())
  })
})

describe('the saved-data notice', () => {
  it('says the page is refreshing until the chain answers, then goes', async () => {
    const client = new QueryClient()
    client.setQueryData(['repository', '7'], repository, { updatedAt: NOW - HOUR })
    let answer: (value: typeof repository) => void = () => undefined
    const observer = new QueryObserver(client, {
      queryKey: ['repository', '7'],
      queryFn: () => new Promise<typeof repository>(resolve => (answer = resolve)),
      staleTime: 0,
    })
    watchRestored(
      client,
      new Set([client.getQueryCache().find({ queryKey: ['repository', '7'] })!.queryHash]),
    )
    const unsubscribe = observer.subscribe(() => undefined)
    const notice = () => document.querySelector('[data-saved-answers]')
    await expect.poll(() => notice()?.textContent).toBe('Showing saved data · refreshing…')
    expect(notice()?.getAttribute('role')).toBe('status')

    answer({ ...repository, stars: 4n })
    await expect.poll(() => notice()).toBeNull()
    unsubscribe()
  })

  it('says when the nodes did not answer, keeping the saved data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['repository', '7'], repository, { updatedAt: NOW - HOUR })
    const observer = new QueryObserver(client, {
      queryKey: ['repository', '7'],
      queryFn: () => Promise.reject(new Error('all nodes down')),
      staleTime: 0,
    })
    watchRestored(
      client,
      new Set([client.getQueryCache().find({ queryKey: ['repository', '7'] })!.queryHash]),
    )
    const unsubscribe = observer.subscribe(() => undefined)
    await expect
      .poll(() => document.querySelector('[data-saved-answers]')?.textContent)
      .toMatch(/^Showing saved data from .+ · the nodes did not answer$/)
    expect(client.getQueryData(['repository', '7'])).toEqual(repository)
    unsubscribe()
  })
})
