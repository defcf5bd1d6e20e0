import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONTENT_MISMATCH_MESSAGE,
  ContentMismatchError,
  gitObjectId,
  inflate,
  objectTarget,
  parseLooseObject,
  parseTree,
} from './git-object.ts'

const text = (value: string) => new TextEncoder().encode(value)
const hex = (value: string) => Uint8Array.from(Buffer.from(value, 'hex'))

/** Git's own reference: sha1 over "<type> <len>\0" + bytes, via Node. */
const reference = (type: string, body: Uint8Array) =>
  createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex')

describe('git object ids', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('gives the ids git gives', async () => {
    expect(await gitObjectId('blob', new Uint8Array())).toBe(
      'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
    )
    expect(await gitObjectId('blob', text('hello world\n'))).toBe(
      '3b18e512dba79e4c8300dd08aeb37f8e728b8dad',
    )
    expect(await gitObjectId('tree', new Uint8Array())).toBe(
      '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    )
  })

  it('hashes any bytes like git, with Web Crypto and without it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async bytes => {
        expect(await gitObjectId('blob', bytes)).toBe(reference('blob', bytes))
      }),
      { numRuns: 60 },
    )
    vi.stubGlobal('crypto', {})
    const bytes = text('no secure context\n')
    expect(await gitObjectId('blob', bytes)).toBe(reference('blob', bytes))
  })
})

describe('loose objects', () => {
  const body = text('tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor a <a> 1 +0000\n\nm\n')
  const raw = Uint8Array.from(Buffer.concat([Buffer.from(`commit ${body.length}\0`), body]))
  const id = reference('commit', body)

  it('accepts an object whose bytes hash to its id and finds the tree it names', async () => {
    const object = await parseLooseObject(await inflate(Uint8Array.from(deflateSync(raw))), id)
    expect(object.type).toBe('commit')
    expect(objectTarget(object)).toEqual({
      kind: 'tree',
      sha: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    })
  })

  it('refuses a flipped byte, a wrong size header and bytes that are not zlib', async () => {
    const flipped = raw.slice()
    flipped[raw.length - 2] = (flipped[raw.length - 2] ?? 0) ^ 1
    await expect(parseLooseObject(flipped, id)).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
    // A header that lies about the size, with the id of exactly those bytes.
    const header = text(`commit ${body.length + 1}\0`)
    const selfConsistent = Uint8Array.from([...header, ...body])
    const selfId = createHash('sha1').update(selfConsistent).digest('hex')
    const error: unknown = await parseLooseObject(selfConsistent, selfId).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentMismatchError)
    expect((error as ContentMismatchError).message).toBe(CONTENT_MISMATCH_MESSAGE)
    expect((error as ContentMismatchError).detail).toContain('malformed header')
    await expect(inflate(Uint8Array.from(raw))).rejects.toBeInstanceOf(ContentMismatchError)
  })
})

describe('tree objects', () => {
  it('reads modes, names (UTF-8) and ids', () => {
    const entry = (mode: string, name: string, sha: string) => [
      ...text(`${mode} ${name}\0`),
      ...hex(sha),
    ]
    const body = Uint8Array.from([
      ...entry('100644', 'README.md', 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'),
      ...entry('40000', 'src', '4b825dc642cb6eb9a060e54bf8d69288fbee4904'),
      ...entry('160000', 'vendor', '3b18e512dba79e4c8300dd08aeb37f8e728b8dad'),
      ...entry('100755', 'ünï cödé.sh', '3b18e512dba79e4c8300dd08aeb37f8e728b8dad'),
    ])
    expect(parseTree(body)).toEqual([
      {
        mode: '100644',
        name: 'README.md',
        sha: 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
        type: 'blob',
      },
      { mode: '40000', name: 'src', sha: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', type: 'tree' },
      {
        mode: '160000',
        name: 'vendor',
        sha: '3b18e512dba79e4c8300dd08aeb37f8e728b8dad',
        type: 'commit',
      },
      {
        mode: '100755',
        name: 'ünï cödé.sh',
        sha: '3b18e512dba79e4c8300dd08aeb37f8e728b8dad',
        type: 'blob',
      },
    ])
    expect(() => parseTree(body.subarray(0, body.length - 3))).toThrow(ContentMismatchError)
  })
})
