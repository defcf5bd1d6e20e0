import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt'])

export interface StaticFile {
  readonly body: Buffer
  readonly gzipped: Buffer | undefined
  readonly contentType: string
  /** Vite's hashed assets never change, so they may be cached for a year. */
  readonly immutable: boolean
}

/** Serves files under `root` (read once, gzipped once); refuses paths that escape it. */
export class StaticFiles {
  readonly #cache = new Map<string, StaticFile | null>()

  constructor(private readonly root: string) {}

  async get(urlPath: string): Promise<StaticFile | null> {
    const cached = this.#cache.get(urlPath)
    if (cached !== undefined) return cached
    const file = await this.#load(urlPath)
    this.#cache.set(urlPath, file)
    return file
  }

  async #load(urlPath: string): Promise<StaticFile | null> {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '')
    if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`) || relative.includes('\0'))
      return null
    const path = join(this.root, relative)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return null
    const body = await readFile(path)
    const extension = extname(path)
    return {
      body,
      gzipped:
        COMPRESSIBLE.has(extension) && body.length > 512 ? gzipSync(body, { level: 9 }) : undefined,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      immutable: relative.startsWith(`assets${sep}`),
    }
  }
}
