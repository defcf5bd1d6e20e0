import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  existsSync,
  ftruncateSync,
  writeSync,
} from 'node:fs'
import { crc32 } from 'node:zlib'

/** One committed block as stored: enough to replay it deterministically. */
export interface LoggedBlock {
  readonly height: string
  /** ISO time of the block; keeper timestamps come from it. */
  readonly time: string
  /** Base64 of each tx exactly as broadcast. */
  readonly txs: readonly string[]
  /** Devnet operations run before the txs (bulk seeding by direct state writes). */
  readonly system?: readonly SystemOp[]
}

/** A named, deterministic state change the devnet itself makes; replayed like a tx. */
export interface SystemOp {
  readonly op: string
  readonly args: unknown
}

const HEADER_BYTES = 8

/**
 * Append-only block log: each record is `length (u32 LE) | crc32 (u32 LE) | JSON`. A record is
 * fsynced before its block counts as committed; on open, a torn or corrupt tail (a crash while
 * writing) is detected by length or checksum, dropped with a warning, and truncated away.
 */
export class BlockLog {
  #size: number

  private constructor(
    private readonly fd: number,
    size: number,
    readonly blocks: readonly LoggedBlock[],
    readonly warning: string | undefined,
  ) {
    this.#size = size
  }

  static open(path: string): BlockLog {
    const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0)
    const blocks: LoggedBlock[] = []
    let offset = 0
    let warning: string | undefined
    while (offset < bytes.length) {
      if (offset + HEADER_BYTES > bytes.length) {
        warning = `dropped a torn block record at byte ${offset}`
        break
      }
      const length = bytes.readUInt32LE(offset)
      const checksum = bytes.readUInt32LE(offset + 4)
      const end = offset + HEADER_BYTES + length
      const payload = bytes.subarray(offset + HEADER_BYTES, end)
      if (end > bytes.length || crc32(payload) !== checksum) {
        warning = `dropped a corrupt block record at byte ${offset}`
        break
      }
      try {
        blocks.push(JSON.parse(payload.toString('utf8')) as LoggedBlock)
      } catch {
        warning = `dropped an unreadable block record at byte ${offset}`
        break
      }
      offset = end
    }
    const fd = openSync(path, existsSync(path) ? 'r+' : 'w+')
    if (offset < bytes.length) {
      ftruncateSync(fd, offset)
      fsyncSync(fd)
    }
    return new BlockLog(fd, offset, blocks, warning)
  }

  /**
   * Writes one record. A block with txs is fsynced before it returns (its txs count as committed
   * once it does); an empty block is only written: that survives a killed process (the kernel
   * holds the write), is flushed to disk by the next fsync, and costs no fsync per idle block.
   */
  append(block: LoggedBlock, { sync = true }: { readonly sync?: boolean } = {}): void {
    const payload = Buffer.from(JSON.stringify(block), 'utf8')
    const record = Buffer.alloc(HEADER_BYTES + payload.length)
    record.writeUInt32LE(payload.length, 0)
    record.writeUInt32LE(crc32(payload), 4)
    payload.copy(record, HEADER_BYTES)
    writeSync(this.fd, record, 0, record.length, this.#size)
    this.#size += record.length
    if (sync) fsyncSync(this.fd)
  }

  /** fsyncs what was written without one (empty blocks). */
  flush(): void {
    fsyncSync(this.fd)
  }

  close(): void {
    closeSync(this.fd)
  }
}
