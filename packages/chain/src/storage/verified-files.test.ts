// A commit's files and their bytes from verified git objects, read from the devnet's storage
// provider over real git; a provider that swaps a blob's bytes is the liar.
import { rm } from 'node:fs/promises'
import { deflateSync, inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  startStorageProvider,
  type StorageProvider,
} from '../../../devnet/src/storage-provider/index.ts'
import { demoWorld, type DemoWorld } from '../../../devnet/src/testing/provider-support.ts'
import { CONTENT_MISMATCH_MESSAGE } from './git-object.ts'

/** The reads with empty caches (verified objects are cached by id for the page's life). */
async function fresh() {
  vi.resetModules()
  return import('./verified-files.ts')
}

let world: DemoWorld
let provider: StorageProvider
const commit = (label: string) => world.repos.get('hello-world')?.commits[label] ?? ''
const source = () => ({ apiUrl: provider.url, repositoryId: '1' })
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

beforeAll(async () => {
  world = await demoWorld()
  provider = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'p' })
})
afterAll(async () => {
  await provider.close()
  await rm(world.dataDir, { recursive: true, force: true })
})

/** Runs `reads` with every blob object the provider serves rewritten to other (valid) bytes. */
async function withSwappedBlobs<T>(reads: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init)
    const url = input instanceof Request ? input.url : input.toString()
    if (!url.includes('/objects/')) return response
    const raw = inflateSync(Buffer.from(await response.arrayBuffer()))
    if (!raw.subarray(0, 5).equals(Buffer.from('blob '))) return new Response(deflateSync(raw))
    const body = Buffer.from('export function greet() { return "hijacked" }\n')
    return new Response(deflateSync(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body])))
  })
  try {
    return await reads()
  } finally {
    vi.unstubAllGlobals()
  }
}

describe('verified files', () => {
  it('lists a commit’s files with their blob ids and reads one’s bytes', async () => {
    const { peeledCommit, listVerifiedFiles, verifiedFileAt, verifiedBlob } = await fresh()
    const { treeSha: tree } = await peeledCommit(source(), commit('tweak'))
    const { files, complete } = await listVerifiedFiles(source(), tree, 1000)
    expect(complete).toBe(true)
    expect(files.map(file => file.path)).toContain('src/main.ts')
    expect(files.find(file => file.path === 'scripts/build.sh')?.mode).toBe('100755')
    const main = await verifiedFileAt(source(), tree, 'src/main.ts')
    expect(main?.sha).toBe(files.find(file => file.path === 'src/main.ts')?.sha)
    expect(text(await verifiedBlob(source(), main?.sha ?? ''))).toContain('Hi, ${name}!')
    expect(await verifiedFileAt(source(), tree, 'src/none.ts')).toBeNull()
    expect(await verifiedFileAt(source(), tree, 'src')).toBeNull()
  })

  it('stops listing at the limit and says the list is partial', async () => {
    const { peeledCommit, listVerifiedFiles } = await fresh()
    const { treeSha: tree } = await peeledCommit(source(), commit('tweak'))
    const { files, complete } = await listVerifiedFiles(source(), tree, 2)
    expect(complete).toBe(false)
    expect(files.length).toBeLessThan(20)
  })

  it('refuses a blob whose bytes are not its id', async () => {
    const { peeledCommit, verifiedFileAt, verifiedBlob } = await fresh()
    const { treeSha: tree } = await peeledCommit(source(), commit('tweak'))
    const main = await verifiedFileAt(source(), tree, 'src/main.ts')
    await expect(withSwappedBlobs(() => verifiedBlob(source(), main?.sha ?? ''))).rejects.toThrow(
      CONTENT_MISMATCH_MESSAGE,
    )
  })
})
