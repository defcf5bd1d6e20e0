import { readdir, readFile } from 'node:fs/promises'
import { extname, join, posix, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  readonly brotli: Buffer | undefined
  readonly contentType: string
  /** Vite's hashed assets never change, so they may be cached for a year. */
  readonly immutable: boolean
}

/** One file's body with its compressed forms, made once (at start-up, never per request). */
export function staticFile(body: Buffer, extension: string, immutable: boolean): StaticFile {
  const compress = COMPRESSIBLE.has(extension) && body.length > 512
  return {
    body,
    gzipped: compress ? gzipSync(body, { level: 9 }) : undefined,
    brotli: compress
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : undefined,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    immutable,
  }
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter(entry => entry.isFile())
    .map(entry => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** A script's last line naming its source map: `//# sourceMappingURL=app-abc123.js.map`. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n/]+\.map\n?$/

/**
 * A script without its source map comment, for a server that does not serve the maps: the line
 * would name a file that answers 404, and it costs every page ~40 bytes (gzip) per chunk, the
 * hash in the name being incompressible (docs/performance.md).
 */
function withoutSourceMapComment(script: Buffer): Buffer {
  const tail = script.subarray(Math.max(0, script.length - 200)).toString('latin1')
  const comment = SOURCE_MAP_COMMENT.exec(tail)
  return comment ? script.subarray(0, script.length - (tail.length - comment.index)) : script
}

export interface StaticFilesOptions {
  /**
   * Serve `.map` files (off in production: source maps are not public). Off, scripts are served
   * without the comment that names their map.
   */
  readonly sourceMaps?: boolean
}

/**
 * The build, read and compressed once at start-up and served from memory by its resolved path.
 * A request resolves to one of these files or to nothing: however many spellings of a path
 * arrive (`/%69ndex.html`, `/a/../index.html`), nothing new is read, compressed or kept.
 */
export class StaticFiles {
  readonly #files: ReadonlyMap<string, StaticFile>

  private constructor(files: ReadonlyMap<string, StaticFile>) {
    this.#files = files
  }

  static async load(root: string, options: StaticFilesOptions = {}): Promise<StaticFiles> {
    const files = new Map<string, StaticFile>()
    for (const path of await listFiles(root)) {
      const extension = extname(path)
      if (extension === '.map' && !options.sourceMaps) continue
      const read = await readFile(join(root, path))
      const body = extension === '.js' && !options.sourceMaps ? withoutSourceMapComment(read) : read
      files.set(path, staticFile(body, extension, path.startsWith('assets/')))
    }
    return new StaticFiles(files)
  }

  /** The build-relative path a URL path names (`index.html`), or null if it cannot name one. */
  static resolve(urlPath: string): string | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return null
    const normalized = posix.normalize(`/${decoded}`).replace(/^\/+/, '')
    return normalized.startsWith('..') ? null : normalized
  }

  get(relativePath: string): StaticFile | undefined {
    return this.#files.get(relativePath)
  }
}
