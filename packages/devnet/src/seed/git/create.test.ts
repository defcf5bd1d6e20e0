import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeedRepositories, createSeedRepository } from './create.ts'
import { demoRepositories, scaleRepository } from './demo.ts'

let root: string
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', [`--git-dir=${dir}`, ...args], { maxBuffer: 64 * 1024 * 1024 }).toString(
    'utf8',
  )

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'seed-test-'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('createSeedRepositories', () => {
  it('gives the same shas for the same spec, with branches, tags and a fork', async () => {
    const first = await createSeedRepositories(demoRepositories(), s =>
      join(root, 'a', `${s.name}.git`),
    )
    const second = await createSeedRepositories(demoRepositories(), s =>
      join(root, 'b', `${s.name}.git`),
    )
    const hello = first.get('hello-world')
    expect(hello?.refs).toEqual(second.get('hello-world')?.refs)
    expect(Object.keys(hello?.refs ?? {})).toEqual(
      expect.arrayContaining([
        'refs/heads/master',
        'refs/heads/feature/login',
        'refs/tags/v0.1.0',
        'refs/tags/v1.0.0',
      ]),
    )
    const dir = hello?.path ?? ''
    expect(git(dir, 'cat-file', '-t', 'v1.0.0').trim()).toBe('tag')
    expect(git(dir, 'cat-file', '-t', 'v0.1.0').trim()).toBe('commit')
    expect(git(dir, 'symbolic-ref', 'HEAD').trim()).toBe('refs/heads/master')
    expect(git(dir, 'rev-list', '--merges', 'master').trim()).not.toBe('')
    expect(Number(git(dir, 'cat-file', '-s', 'master:data/measurements.csv'))).toBeGreaterThan(
      1_000_000,
    )
    expect(git(dir, 'ls-tree', '-r', '--name-only', '-z', 'master').split('\0')).toEqual(
      expect.arrayContaining([
        'assets/logo.png',
        'scripts/build.sh',
        "docs/odd names/ü ñ (copy) #1 & 'quote'.txt",
      ]),
    )

    const fork = first.get('hello-world-fork')?.path ?? ''
    const mergeBase = git(fork, 'merge-base', 'master', 'feature/greeting-name').trim()
    expect(mergeBase).toBe(hello?.commits['merge-login'])
    expect(git(fork, 'log', '-1', '--format=%an', 'feature/greeting-name').trim()).toBe(
      'Grace Fork',
    )
  })

  it('builds the scale repository (10,000 files, a 10,000-line diff) in one fast-import', async () => {
    const started = Date.now()
    const scale = await createSeedRepository(join(root, 'scale.git'), scaleRepository())
    expect(Date.now() - started).toBeLessThan(30_000)
    const dir = scale.path
    expect(git(dir, 'ls-tree', '--name-only', 'master:files').trim().split('\n')).toHaveLength(
      10_000,
    )
    const [add, del] = git(dir, 'diff', '--numstat', 'master^', 'master').split('\t')
    expect(Number(add) + Number(del)).toBe(10_000)
  })
})
