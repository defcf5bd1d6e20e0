import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { assetsKeys } from '@/features/assets/api/keys.ts'
import { dashboardKeys } from '@/features/dashboard/api/keys.ts'
import { discussionKeys } from '@/features/discussion/api/keys.ts'
import { exploreKeys } from '@/features/explore/api/keys.ts'
import { explorerKeys } from '@/features/explorer/api/keys.ts'
import { govKeys } from '@/features/governance/api/queries.ts'
import { issuesKeys } from '@/features/issues/api/issues.ts'
import { networkKeys } from '@/features/network/api/keys.ts'
import { storageProviderKeys } from '@/features/network/components/storage-provider-list.tsx'
import { newDaoKeys } from '@/features/new-dao/api/keys.ts'
import { ownerKeys } from '@/features/owner/api/keys.ts'
import { profileKeys } from '@/features/profile/api/keys.ts'
import { pullsKeys } from '@/features/pulls/api/keys.ts'
import { repositoryAdminKeys } from '@/features/repository-admin/api/keys.ts'
import { repositoryKeys } from '@/features/repository/api/keys.ts'
import { stakingKeys } from '@/features/staking/api/queries.ts'
import { storageNetworkKeys } from '@/features/storage-network/api/keys.ts'
import { vestingKeys } from '@/features/vesting/api/team-vesting.ts'
import { reviewKeys } from '@/features/wallet/review/review-reads.ts'

/**
 * Each feature owns one query-key root (docs/architecture.md, "Where new code goes"), so one
 * prefix refreshes everything a feature read: e.g. `['repository']` every read about repositories.
 */
type Factory = Readonly<Record<string, readonly unknown[] | ((...args: never[]) => unknown)>>

const FACTORIES: Readonly<Record<string, Readonly<Record<string, Factory>>>> = {
  assets: { assetsKeys },
  dashboard: { dashboardKeys },
  discussion: { discussionKeys },
  explore: { exploreKeys },
  explorer: { explorerKeys },
  governance: { govKeys },
  issues: { issuesKeys },
  network: { networkKeys, storageProviderKeys },
  'new-dao': { newDaoKeys },
  owner: { ownerKeys },
  profile: { profileKeys },
  pulls: { pullsKeys },
  'repository-admin': { repositoryAdminKeys },
  repository: { repositoryKeys },
  staking: { stakingKeys },
  'storage-network': { storageNetworkKeys },
  vesting: { vestingKeys },
  wallet: { reviewKeys },
}

/**
 * One value that serves as any argument a key function takes: a string (endpoints, ids, names
 * lower-cased), a number, a comment target, an explore query, branches.
 */
const ANY_ARGUMENT = Object.assign(new String('x'), {
  kind: 'issue',
  repositoryId: '1',
  iid: 1,
  tab: 'repositories',
  text: 'x',
  page: 1,
})

/** Every key the factory makes: its constant keys and each function's, with sample arguments. */
function keysOf(factory: Factory): { name: string; key: readonly unknown[] }[] {
  return Object.entries(factory).map(([name, entry]) => {
    const key =
      typeof entry === 'function'
        ? (entry as (...args: unknown[]) => unknown)(
            ...Array.from({ length: Math.max(entry.length, 1) }, () => ANY_ARGUMENT),
          )
        : entry
    if (!Array.isArray(key)) throw new Error(`${name} does not make a key`)
    return { name, key }
  })
}

describe('query keys', () => {
  for (const [feature, factories] of Object.entries(FACTORIES)) {
    it(`every key of ${feature} starts with its one root`, () => {
      const roots = new Set(
        Object.values(factories)
          .flatMap(keysOf)
          .map(({ key }) => key[0]),
      )
      expect([...roots]).toEqual([feature])
    })
  }

  it('no two features share a root', () => {
    const roots = Object.values(FACTORIES).map(
      factories => keysOf(Object.values(factories)[0]!)[0]!.key[0],
    )
    expect(new Set(roots).size).toBe(roots.length)
  })

  it('every key factory of a feature is tested here, and no key is written out by hand', () => {
    const declared: string[] = []
    const literal: string[] = []
    for (const { feature, path, text } of featureSources()) {
      for (const match of text.matchAll(/const (\w+Keys) = \{/g))
        declared.push(`${feature}:${match[1]}`)
      for (const match of text.matchAll(/queryKey: \[(?!\.\.\.\w+Keys\.)/g))
        literal.push(`${path} at ${match.index}`)
    }
    const tested = Object.entries(FACTORIES).flatMap(([feature, factories]) =>
      Object.keys(factories).map(name => `${feature}:${name}`),
    )
    expect(declared.sort()).toEqual(tested.sort())
    expect(literal).toEqual([])
  })
})

const FEATURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'features')

/** The features' source files (tests aside). */
function featureSources() {
  return readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' })
    .filter(path => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map(path => ({
      feature: path.split(/[\\/]/)[0]!,
      path,
      text: readFileSync(join(FEATURES_DIR, path), 'utf8'),
    }))
}
