// Content checked against git ids, read from the devnet's storage provider over real git, with
// its `tamper` fault as the lying provider.
import { rm } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  startStorageProvider,
  type StorageProvider,
} from '../../../devnet/src/storage-provider/index.ts'
import { demoWorld, type DemoWorld } from '../../../devnet/src/testing/provider-support.ts'
import { HttpError } from '../rest/fetcher.ts'
import type { StorageProviderInfo } from '../modules/storage/queries.ts'
import { CONTENT_MISMATCH_MESSAGE, ContentMismatchError } from './git-object.ts'
import { StorageProviderSession } from './session.ts'
import { getVerifiedContent } from './verified-content.ts'

let world: DemoWorld
let honest: StorageProvider
let liar: StorageProvider
const repositoryId = '1'
const head = () => world.repos.get('hello-world')?.commits['merge-login'] ?? ''

beforeAll(async () => {
  world = await demoWorld()
  honest = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'a' })
  liar = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'b' })
})
afterEach(() => {
  honest.setFault({ tamper: false })
  liar.setFault({ tamper: false })
})
afterAll(async () => {
  await Promise.all([honest.close(), liar.close()])
  await rm(world.dataDir, { recursive: true, force: true })
})

/**
 * What `reads` ask the provider at `base` for, in order: the objects (by id) and the paths listed.
 * Another provider's requests (a liar's reads still settling from a test before) are not counted.
 */
async function requestsOf(base: string, reads: () => Promise<void>) {
  const objects: string[] = []
  const listed: string[] = []
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString()
    if (!url.startsWith(base)) return realFetch(input, init)
    if (url.includes('/objects/'))
      objects.push(/\/objects\/\d+\/([0-9a-f]{40})$/.exec(url)?.[1] ?? url)
    if (url.endsWith('/content') && typeof init?.body === 'string') {
      const body: unknown = JSON.parse(init.body)
      if (body && typeof body === 'object' && 'path' in body) listed.push(String(body.path))
    }
    return realFetch(input, init)
  })
  try {
    await reads()
  } finally {
    vi.unstubAllGlobals()
  }
  return { objects, listed }
}

const read = (url: string, path: string, page?: { offset?: number; limit?: number }) =>
  getVerifiedContent(url, { repositoryId, commitSha: head(), path, page })

/** `read` from a fresh copy of the module: no object verified yet. */
async function freshRead() {
  vi.resetModules()
  const fresh = await import('./verified-content.ts')
  return (url: string, path: string) =>
    fresh.getVerifiedContent(url, { repositoryId, commitSha: head(), path })
}

describe('verified content', () => {
  it('passes an honest provider: folders, nested folders, files', async () => {
    const root = await read(honest.url, '')
    expect(root.kind === 'tree' && root.entries.map(e => e.name)).toContain('README.md')
    const page = await read(honest.url, '', { offset: 1, limit: 2 })
    expect(page.kind === 'tree' && page.entries).toHaveLength(2)
    const src = await read(honest.url, 'src')
    expect(src.kind).toBe('tree')
    const readme = await read(honest.url, 'README.md')
    if (readme.kind !== 'file') throw new Error('expected a file')
    expect(new TextDecoder().decode(readme.file.bytes ?? new Uint8Array())).toContain('## Build')
  })

  it('refuses a tampered file and a tampered listing', async () => {
    liar.setFault({ tamper: true })
    await expect(read(liar.url, 'README.md')).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
    await expect(read(liar.url, '')).rejects.toBeInstanceOf(ContentMismatchError)
    await expect(read(liar.url, 'src')).rejects.toBeInstanceOf(ContentMismatchError)
  })

  it('keeps "not found" for a path that does not exist', async () => {
    const error: unknown = await read(honest.url, 'no/such/file').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(404)
  })

  it('fails over to a provider that agrees with the repository, and says so when none does', async () => {
    const info = (server: StorageProvider, creator: string): StorageProviderInfo => ({
      creator,
      apiUrl: server.url,
      moniker: creator,
    })
    const session = () =>
      new StorageProviderSession({
        store: { load: () => null, save: () => undefined },
        listActive: async () => [info(liar, 'liar'), info(honest, 'honest')],
        probe: async provider => (provider.creator === 'liar' ? 1 : 50),
        lookupDefault: async () => null,
      })
    liar.setFault({ tamper: true })
    const file = await session().run(provider => read(provider.apiUrl, 'README.md'))
    if (file.kind !== 'file') throw new Error('expected a file')
    expect(new TextDecoder().decode(file.file.bytes ?? undefined)).toContain('## Build')
    honest.setFault({ tamper: true })
    await expect(session().run(provider => read(provider.apiUrl, 'README.md'))).rejects.toThrow(
      CONTENT_MISMATCH_MESSAGE,
    )
  })

  it('verifies the folders above a deep path from their listings, in the round trip of the commit', async () => {
    const readFresh = await freshRead()
    const { objects } = await requestsOf(honest.url, async () => {
      expect((await readFresh(honest.url, 'src/lib/math.ts')).kind).toBe('file')
    })
    // The root, src and src/lib listings rebuild the trees the commit names: only the commit is
    // fetched as an object, so the path is checked one round trip after the ref is known.
    expect(objects).toEqual([head()])
    liar.setFault({ tamper: true })
    const readAgain = await freshRead()
    await expect(readAgain(liar.url, 'src/lib/math.ts')).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
  })

  it('verifies a folder from its own listing, in the round trip of the commit', async () => {
    const readFresh = await freshRead()
    const { objects, listed } = await requestsOf(honest.url, async () => {
      expect((await readFresh(honest.url, 'src/lib')).kind).toBe('tree')
    })
    // Before, the commit's answer named the folder's tree, whose object was a second round trip.
    expect(objects).toEqual([head()])
    expect(listed.sort()).toEqual(['', 'src', 'src/lib'])
  })

  it('reads a README and the listing that names it with one listing of their folder', async () => {
    const readFresh = await freshRead()
    const { objects, listed } = await requestsOf(honest.url, async () => {
      // As the repository home asks: the listing first, its README alongside.
      const [root, readme] = await Promise.all([
        readFresh(honest.url, ''),
        readFresh(honest.url, 'README.md'),
      ])
      expect(root.kind).toBe('tree')
      expect(readme.kind).toBe('file')
    })
    expect(listed.sort()).toEqual(['', 'README.md'])
    expect(objects).toEqual([head()])
  })

  it('refuses a folder whose own listing lies, with nothing else to check it by', async () => {
    liar.setFault({ tamper: true })
    const readFresh = await freshRead()
    await expect(readFresh(liar.url, 'src/lib')).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
  })

  it('fetches a folder its listing cannot rebuild (an executable file in it), once', async () => {
    const readFresh = await freshRead()
    const scripts = await read(honest.url, '')
    const scriptsSha =
      (scripts.kind === 'tree' && scripts.entries.find(e => e.name === 'scripts')?.sha) || ''
    const { objects } = await requestsOf(honest.url, async () => {
      const file = await readFresh(honest.url, 'scripts/build.sh')
      if (file.kind !== 'file') throw new Error('expected a file')
      expect(new TextDecoder().decode(file.file.bytes ?? undefined)).toContain('#!')
    })
    expect(objects.sort()).toEqual([head(), scriptsSha].sort())
  })

  it('asks for no folder hints once the folders above a path are verified', async () => {
    const readFresh = await freshRead()
    await readFresh(honest.url, 'src/lib/math.ts')
    const { objects, listed } = await requestsOf(honest.url, async () => {
      expect((await readFresh(honest.url, 'src/lib')).kind).toBe('tree')
      expect((await readFresh(honest.url, 'src/lib/math.ts')).kind).toBe('file')
    })
    // Only the content asked for: no listings of '' and 'src' as hints, no object read twice.
    expect(listed).toEqual(['src/lib', 'src/lib/math.ts'])
    expect(objects).toEqual([])
  })
})
