import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useDemoProvider } from '../testing/demo-provider.ts'
import { gitAt, LFS_FILTERS, signOffchain } from '../testing/provider-support.ts'

const demo = useDemoProvider(60_000)
let ownerAuth: string

const basic = (password: string) => `Basic ${Buffer.from(`git:${password}`).toString('base64')}`

const gitIn = (cwd: string, args: string[], password?: string) =>
  gitAt(cwd, args, password, LFS_FILTERS)

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  ownerAuth = await signOffchain(demo.world.owner, { action: 'git-push', repositoryId: '1' })
})

async function batch(operation: string, objects: unknown[], password?: string) {
  const response = await fetch(`${demo.provider.url}/1.git/info/lfs/objects/batch`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/vnd.git-lfs+json',
      ...(password === undefined ? {} : { Authorization: basic(password) }),
    },
    body: JSON.stringify({ operation, transfers: ['basic'], objects }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('Git LFS through a provider, with the real git-lfs client', () => {
  const image = randomBytes(300 * 1024)

  it('pushes a tracked binary file, records it on chain, and a clone gets the real bytes back', async () => {
    const dir = await demo.clone('push', { config: LFS_FILTERS })
    await gitIn(dir, ['lfs', 'install', '--local'])
    await gitIn(dir, ['lfs', 'track', '*.bin'])
    await mkdir(join(dir, 'assets'), { recursive: true })
    await writeFile(join(dir, 'assets', 'blob.bin'), image)
    await gitIn(dir, ['add', '.gitattributes', 'assets/blob.bin'])
    await gitIn(dir, ['commit', '--quiet', '-m', 'Add an LFS file'])
    // The committed blob is a pointer, not the bytes.
    const pointer = (await gitIn(dir, ['show', 'HEAD:assets/blob.bin'])).stdout
    expect(pointer).toContain(`oid sha256:${sha256(image)}`)
    expect(pointer).toContain(`size ${image.length}`)

    const started = performance.now()
    await gitIn(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/lfs'], ownerAuth)
    const pushMs = performance.now() - started
    expect(demo.world.chain.lfsObjects.get(`1/${sha256(image)}`)).toMatchObject({
      size: image.length,
      signer: demo.world.ownerAddress,
    })

    const cloned = performance.now()
    const clone = await demo.clone('clone', { branch: 'lfs', config: LFS_FILTERS })
    const cloneMs = performance.now() - cloned
    const bytes = await readFile(join(clone, 'assets', 'blob.bin'))
    expect(sha256(bytes)).toBe(sha256(image))
    console.info(`LFS push ${pushMs.toFixed(0)} ms, clone ${cloneMs.toFixed(0)} ms`)
  }, 90_000)

  it('refuses uploads without a signed authorization or from a signer without push permission', async () => {
    const object = { oid: sha256(Buffer.from('x')), size: 1 }
    expect((await batch('upload', [object])).status).toBe(401)
    const stranger = await signOffchain(demo.world.stranger, {
      action: 'git-push',
      repositoryId: '1',
    })
    expect((await batch('upload', [object], stranger)).status).toBe(403)
    const put = await fetch(`${demo.provider.url}/1.git/info/lfs/objects/basic/${object.oid}`, {
      method: 'PUT',
      body: 'x',
    })
    expect(put.status).toBe(401)
    expect(demo.world.chain.lfsObjects.has(`1/${object.oid}`)).toBe(false)
  })

  it('rejects bytes whose sha256 is not the oid, and keeps nothing of them', async () => {
    const claimed = sha256(Buffer.from('the real content'))
    const put = await fetch(`${demo.provider.url}/1.git/info/lfs/objects/basic/${claimed}`, {
      method: 'PUT',
      headers: { Authorization: basic(ownerAuth) },
      body: 'something else',
    })
    expect(put.status).toBe(422)
    expect(((await put.json()) as { message: string }).message).toMatch(/not the oid/)
    expect(demo.world.chain.lfsObjects.has(`1/${claimed}`)).toBe(false)
    const download = await batch('download', [{ oid: claimed, size: 16 }])
    expect(download.json.objects).toEqual([
      { oid: claimed, size: 16, error: { code: 404, message: 'Object does not exist' } },
    ])
  })

  it('answers downloads only for objects the chain records for the repository (or its parent)', async () => {
    const oid = sha256(image)
    const own = await batch('download', [{ oid, size: image.length }])
    expect(own.status).toBe(200)
    const href = (own.json.objects as { actions: { download: { href: string } } }[])[0]?.actions
      .download.href
    expect(href).toBe(`${demo.provider.url}/1.git/info/lfs/objects/basic/${oid}`)
    // The fork (2) reads its parent's objects; the unrelated repository (3) does not.
    const fork = await fetch(`${demo.provider.url}/2.git/info/lfs/objects/basic/${oid}`)
    expect(sha256(new Uint8Array(await fork.arrayBuffer()))).toBe(oid)
    const other = await fetch(`${demo.provider.url}/3.git/info/lfs/objects/basic/${oid}`)
    expect(other.status).toBe(404)
    const wrongSize = await batch('download', [{ oid, size: 5 }])
    expect(wrongSize.json.objects).toMatchObject([{ error: { code: 422 } }])
    const malformed = await batch('download', [{ oid: '../../etc/passwd', size: 5 }])
    expect(malformed.json.objects).toMatchObject([{ error: { code: 422 } }])
  })
})
