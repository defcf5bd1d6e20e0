// A storage provider that answers with more than it should: the reads stop at their limit.
import { createHash } from 'node:crypto'
import { createDeflate, deflateSync } from 'node:zlib'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CONTENT_MISMATCH_MESSAGE,
  ContentMismatchError,
  inflate,
  parseLooseObject,
} from './git-object.ts'
import { fetchLfsObject } from './lfs-object.ts'
import { fetchVerifiedObject } from './verified-content.ts'

const MiB = 1024 * 1024
const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex')
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** `bytes` in 1 KiB pieces. */
function pieces(bytes: Uint8Array) {
  let given = 0
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (given >= bytes.length) return controller.close()
      controller.enqueue(Uint8Array.from(bytes.subarray(given, given + 1024)))
      given += 1024
    },
  })
}

/**
 * Counts the bytes the inflater hands out: what a stream costs is what it inflates to (the
 * compressed side is small by design).
 */
function meterInflation() {
  const meter = { inflated: 0 }
  const Real = DecompressionStream
  vi.stubGlobal(
    'DecompressionStream',
    class {
      readonly writable: WritableStream<BufferSource>
      readonly readable: ReadableStream<Uint8Array>
      constructor(format: CompressionFormat) {
        const real = new Real(format)
        this.writable = real.writable
        this.readable = real.readable.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              meter.inflated += chunk.length
              controller.enqueue(chunk)
            },
          }),
        )
      }
    },
  )
  return meter
}

/** Endless 64 KiB pieces of one byte value, counting what was handed out. */
function endless() {
  const meter = { given: 0 }
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      controller.enqueue(new Uint8Array(64 * 1024).fill(7))
      meter.given += 64 * 1024
    },
  })
  return { stream, meter }
}

/** `header` then `mib` MiB of zeros, deflated as a stream (the zeros never sit in memory whole). */
async function zerosBehind(header: string, mib: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflate()
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise(resolve => deflate.on('end', resolve))
  const zeros = Buffer.alloc(MiB)
  deflate.write(header)
  for (let i = 0; i < mib; i++)
    if (!deflate.write(zeros)) await new Promise(resolve => deflate.once('drain', resolve))
  deflate.end()
  await ended
  return Uint8Array.from(Buffer.concat(out))
}

/** 256 MiB of zeros behind a header that states 10 bytes: about 256 KiB of zlib. */
let bomb: Uint8Array<ArrayBuffer>
/** The same zeros under a header that states them all: more than the cap allows. */
let honestBomb: Uint8Array<ArrayBuffer>

beforeAll(async () => {
  bomb = await zerosBehind('blob 10\0', 256)
  honestBomb = await zerosBehind(`blob ${256 * MiB}\0`, 256)
}, 30_000)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('git objects inflate only as far as their header and the cap allow', () => {
  it('refuses a small stream that inflates past its stated size, having inflated little of it', async () => {
    const meter = meterInflation()
    const error: unknown = await inflate(pieces(bomb)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentMismatchError)
    expect((error as ContentMismatchError).detail).toBe(
      `an object inflates past its size or ${100 * MiB} bytes`,
    )
    expect(meter.inflated).toBeLessThan(MiB)
  })

  it('refuses a header over the cap before inflating the rest', async () => {
    const meter = meterInflation()
    const error: unknown = await inflate(pieces(honestBomb)).catch((e: unknown) => e)
    expect((error as ContentMismatchError).detail).toBe(
      `an object states ${256 * MiB} bytes, over ${100 * MiB}`,
    )
    expect(meter.inflated).toBeLessThan(MiB)
    // Under a cap that allows it, an object of the stated size inflates whole.
    const small = deflateSync(Buffer.concat([Buffer.from(`blob ${MiB}\0`), Buffer.alloc(MiB)]))
    expect((await inflate(Uint8Array.from(small), MiB)).length).toBe(MiB + 13)
    await expect(inflate(Uint8Array.from(small), MiB - 1)).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
  })

  it('leaves an object that ends before its stated size to the header check', async () => {
    const raw = Buffer.from('blob 100\0only this')
    const read = parseLooseObject(await inflate(Uint8Array.from(deflateSync(raw))), sha1(raw))
    await expect(read).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
  })

  it("the provider's /objects answer is streamed: a bomb for a real id is a content mismatch", async () => {
    const meter = meterInflation()
    vi.stubGlobal('fetch', async () => new Response(pieces(bomb)))
    const id = sha1(Buffer.from('blob 10\x000123456789'))
    const read = fetchVerifiedObject('https://sp.example', '1', id, {})
    await expect(read).rejects.toThrow(CONTENT_MISMATCH_MESSAGE)
    expect(meter.inflated).toBeLessThan(MiB)
  })
})

describe('an LFS object is read no further than its pointer says', () => {
  const pointer = { oid: sha256(new Uint8Array(5000).fill(7)), size: 5000 }

  function provider(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = String(input)
      if (url.endsWith('/objects/batch'))
        return Response.json({
          objects: [
            {
              oid: pointer.oid,
              size: pointer.size,
              actions: { download: { href: `https://sp.example/lfs/${pointer.oid}` } },
            },
          ],
        })
      return new Response(body)
    })
  }

  it('refuses an endless body as soon as it passes the size', async () => {
    const { stream, meter } = endless()
    provider(stream)
    const error: unknown = await fetchLfsObject('https://sp.example', '1', pointer).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ContentMismatchError)
    expect((error as ContentMismatchError).detail).toBe(`LFS object ${pointer.oid} is too long`)
    expect(meter.given).toBeLessThanOrEqual(4 * 64 * 1024)
  })

  it('accepts the body of exactly the size and hash, in pieces', async () => {
    provider(pieces(new Uint8Array(5000).fill(7)))
    expect(await fetchLfsObject('https://sp.example', '1', pointer)).toEqual(
      new Uint8Array(5000).fill(7),
    )
  })
})
