import { describe, expect, it, vi } from 'vitest'
import { resolveFromNames, resolveRefPath, type RefLookup } from './resolve-ref.ts'

const sha = (c: string) => c.repeat(40)

function refs(branches: Record<string, string>, tags: Record<string, string> = {}) {
  const lookup = vi.fn<RefLookup>(async (kind, name) =>
    kind === 'branch' ? (branches[name] ?? null) : (tags[name] ?? null),
  )
  return lookup
}

describe('resolveRefPath', () => {
  it('finds a branch with a slash and the path after it', async () => {
    const lookup = refs({ master: sha('a'), 'feature/login': sha('b') })
    expect(await resolveRefPath('feature/login/src/login.ts', lookup)).toEqual({
      kind: 'branch',
      name: 'feature/login',
      sha: sha('b'),
      path: 'src/login.ts',
    })
  })

  it('prefers a branch to a tag of another prefix, and takes the longest tag', async () => {
    const lookup = refs({ a: sha('1') }, { 'a/b': sha('2'), v1: sha('3'), 'v1/x': sha('4') })
    expect(await resolveRefPath('a/b/c', lookup)).toMatchObject({ kind: 'branch', name: 'a' })
    expect(await resolveRefPath('v1/x/file', lookup)).toMatchObject({
      kind: 'tag',
      name: 'v1/x',
      path: 'file',
    })
  })

  it('treats a 40-hex first segment as a commit without lookups', async () => {
    const lookup = refs({})
    expect(await resolveRefPath(`${sha('c')}/docs`, lookup)).toEqual({
      kind: 'commit',
      name: sha('c'),
      sha: sha('c'),
      path: 'docs',
    })
    expect(lookup).not.toHaveBeenCalled()
  })

  it('uses known branches without asking', async () => {
    const lookup = refs({})
    const known = new Map([['master', sha('a')]])
    expect(await resolveRefPath('master/src', lookup, known)).toMatchObject({
      name: 'master',
      path: 'src',
    })
    expect(lookup).not.toHaveBeenCalled()
  })

  it('is null for an unknown ref or an empty path', async () => {
    expect(await resolveRefPath('nope/file', refs({ master: sha('a') }))).toBeNull()
    expect(await resolveRefPath('', refs({}))).toBeNull()
  })

  it('does not mistake regex characters or prefixes of names for a match', async () => {
    const lookup = refs({ 'release-1.0': sha('a'), 'release-1.0.1': sha('b') })
    expect(await resolveRefPath('release-1.0.1/x', lookup)).toMatchObject({
      name: 'release-1.0.1',
      path: 'x',
    })
  })
})

describe('resolveFromNames', () => {
  const branches = new Map([
    ['master', sha('a')],
    ['feature/login', sha('b')],
  ])
  const tags = new Map([
    ['v1.0.0', sha('c')],
    ['feature', sha('d')],
  ])
  it('applies the same rule without lookups', () => {
    expect(resolveFromNames('feature/login/src', branches, tags)).toEqual({
      kind: 'branch',
      name: 'feature/login',
      sha: sha('b'),
      path: 'src',
    })
    expect(resolveFromNames('feature/other', branches, tags)).toMatchObject({
      kind: 'tag',
      name: 'feature',
      path: 'other',
    })
    expect(resolveFromNames('v1.0.0', branches, tags)).toMatchObject({ kind: 'tag', path: '' })
    expect(resolveFromNames('nope', branches, tags)).toBeNull()
  })
})
