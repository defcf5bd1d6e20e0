import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { dirname, join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { merkleRoot } from '../modules/storage/merkle.ts'
import { HttpError } from './http-error.ts'

/** Biggest LFS object the devnet's providers accept (its Merkle root is computed in memory). */
export const MAX_LFS_OBJECT_BYTES = 1024 ** 3

const OID = /^[0-9a-f]{64}$/

/** An LFS oid: the lowercase hex sha256 of the object's bytes. */
export function isLfsOid(value: unknown): value is string {
  return typeof value === 'string' && OID.test(value)
}

export interface StoredLfsObject {
  readonly size: number
  /** Hex Merkle root of the bytes' 256 KiB chunks (modules/storage/merkle.ts). */
  readonly rootHash: string
}

/**
 * LFS objects on a provider's disk, content-addressed: `<dataDir>/lfs/<oid[0:2]>/<oid[2:4]>/<oid>`.
 * Bytes land in `lfs/tmp/` first and move into place only once their sha256 is the oid, so a file
 * under an oid's name always holds exactly that content. Which repository may serve an object is
 * the chain's business (its LFS object records), not the store's.
 */
export class LfsStore {
  readonly #root: string

  constructor(dataDir: string) {
    this.#root = join(dataDir, 'lfs')
  }

  pathOf(oid: string): string {
    if (!isLfsOid(oid)) throw new Error('invalid LFS oid')
    return join(this.#root, oid.slice(0, 2), oid.slice(2, 4), oid)
  }

  /** The object's size on disk, or undefined when it is not stored. */
  async sizeOf(oid: string): Promise<number | undefined> {
    try {
      const info = await stat(this.pathOf(oid))
      return info.isFile() ? info.size : undefined
    } catch {
      return undefined
    }
  }

  open(oid: string): NodeJS.ReadableStream {
    return createReadStream(this.pathOf(oid))
  }

  /**
   * Streams a request body to disk while hashing it; 422 when its sha256 is not `oid` (or its size
   * not `expectedSize`, when the client announced one), 413 past the size limit.
   */
  async receive(
    request: NodeJS.ReadableStream,
    oid: string,
    expectedSize?: number,
  ): Promise<StoredLfsObject> {
    const target = this.pathOf(oid)
    const temp = join(this.#root, 'tmp', randomUUID())
    await mkdir(dirname(temp), { recursive: true })
    const hash = createHash('sha256')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > MAX_LFS_OBJECT_BYTES) {
          done(new HttpError(413, `LFS objects are limited to ${MAX_LFS_OBJECT_BYTES} bytes`))
          return
        }
        hash.update(chunk)
        done(null, chunk)
      },
    })
    try {
      await pipeline(request, counter, createWriteStream(temp))
      const actual = hash.digest('hex')
      if (actual !== oid)
        throw new HttpError(422, `the uploaded bytes have sha256 ${actual}, not the oid ${oid}`)
      if (expectedSize !== undefined && expectedSize !== size)
        throw new HttpError(422, `the uploaded object has ${size} bytes, not ${expectedSize}`)
      const rootHash = Buffer.from(merkleRoot(await readFile(temp))).toString('hex')
      await mkdir(dirname(target), { recursive: true })
      await rename(temp, target)
      return { size, rootHash }
    } finally {
      await rm(temp, { force: true })
    }
  }
}

/** Content-Length of a request, when it sent a valid one. */
export function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length']
  if (header === undefined || !/^\d{1,15}$/.test(header)) return undefined
  return Number(header)
}
