// LFS objects read from the devnet's storage provider, with its `tamperLfs` fault as the liar.
import { createHash, randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startStorageProvider,
  type StorageProvider,
} from '../../../devnet/src/storage-provider/index.ts'
import {
  demoWorld,
  signOffchain,
  type DemoWorld,
} from '../../../devnet/src/testing/provider-support.ts'
import { CONTENT_MISMATCH_MESSAGE, ContentMismatchError } from './git-object.ts'
import { LFS_INLINE_LIMIT, parseLfsPointer, resolveLfsFile } from './lfs.ts'
import { fetchLfsObject, LfsObjectUnavailableError } from './lfs-object.ts'
import type { FileContent } from './types.ts'

let world: DemoWorld
let provider: StorageProvider
const bytes = randomBytes(5000)
const oid = createHash('sha256').update(bytes).digest('hex')
const pointerText = `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${bytes.length}\n`

beforeAll(async () => {
  world = await demoWorld()
  provider = await startStorageProvider({ dataDir: world.dataDir, chain: world.chain, name: 'a' })
  const token = await signOffchain(world.owner, { action: 'git-push', repositoryId: '1' })
  const put = await fetch(`${provider.url}/1.git/info/lfs/objects/basic/${oid}`, {
    method: 'PUT',
    headers: { Authorization: `Basic ${Buffer.from(`git:${token}`).toString('base64')}` },
    body: bytes,
  })
  expect(put.status).toBe(200)
}, 60_000)
afterAll(async () => {
  await provider.close()
  await rm(world.dataDir, { recursive: true, force: true })
})

const file = (text: string): FileContent => ({
  name: 'a.bin',
  path: 'a.bin',
  sha: '0'.repeat(40),
  sizeBytes: text.length,
  bytes: new TextEncoder().encode(text),
  lastCommit: null,
})

describe('LFS pointers', () => {
  it('parses a pointer and nothing else', () => {
    expect(parseLfsPointer(new TextEncoder().encode(pointerText))).toEqual({
      oid,
      size: bytes.length,
    })
    const bad = [
      pointerText.replace('spec/v1', 'spec/v2'),
      pointerText.replace(`oid sha256:${oid}`, 'oid sha256:abc'),
      pointerText.replace(`size ${bytes.length}`, 'size -1'),
      pointerText.slice(0, -1),
      `${pointerText}size 2\n`,
      'hello\n',
    ]
    for (const text of bad) expect(parseLfsPointer(new TextEncoder().encode(text))).toBeNull()
  })
})

describe('LFS objects from a provider', () => {
  it('fetches the object the pointer names, checked by sha256 and size', async () => {
    const got = await fetchLfsObject(provider.url, '1', { oid, size: bytes.length })
    expect(Buffer.compare(Buffer.from(got), bytes)).toBe(0)
    const resolved = await resolveLfsFile(provider.url, '1', file(pointerText), false)
    expect(resolved).toMatchObject({ sizeBytes: bytes.length, lfs: { oid, size: bytes.length } })
    expect(resolved.bytes?.length).toBe(bytes.length)
    const plain = file('just text\n')
    expect(await resolveLfsFile(provider.url, '1', plain, false)).toBe(plain)
  })

  it('leaves a big object for later unless asked for the full file', async () => {
    const big = pointerText.replace(`size ${bytes.length}`, `size ${LFS_INLINE_LIMIT + 1}`)
    const resolved = await resolveLfsFile(provider.url, '1', file(big), false)
    expect(resolved).toMatchObject({ bytes: null, sizeBytes: LFS_INLINE_LIMIT + 1 })
  })

  it('refuses altered bytes as a content mismatch, and says when the object is missing', async () => {
    provider.setFault({ tamperLfs: true })
    try {
      const read = fetchLfsObject(provider.url, '1', { oid, size: bytes.length })
      await expect(read).rejects.toBeInstanceOf(ContentMismatchError)
      await expect(read).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
    } finally {
      provider.setFault({ tamperLfs: false })
    }
    const missing = createHash('sha256').update('nothing').digest('hex')
    await expect(fetchLfsObject(provider.url, '1', { oid: missing, size: 7 })).rejects.toThrow(
      LfsObjectUnavailableError,
    )
    // Recorded for repository 1 only: the unrelated repository 3 cannot serve it.
    await expect(
      fetchLfsObject(provider.url, '3', { oid, size: bytes.length }),
    ).rejects.toBeInstanceOf(LfsObjectUnavailableError)
  })
})
