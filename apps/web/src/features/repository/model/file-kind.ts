/** What kind of file a path is, for choosing a viewer. */

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  // Shown only through <img>, where an SVG's scripts never run.
  svg: 'image/svg+xml',
}

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function imageTypeOf(path: string): string | null {
  return IMAGE_TYPES[extensionOf(path)] ?? null
}

export function isMarkdownPath(path: string): boolean {
  return ['md', 'markdown', 'mdown', 'mkd'].includes(extensionOf(path))
}

export function isReadmeName(name: string): boolean {
  return /^readme(\.[a-z0-9]+)?$/i.test(name)
}

/** Picks the README of a folder: Markdown first, then any other README. */
export function pickReadme<T extends { name: string; type: string }>(
  entries: readonly T[],
): T | null {
  const readmes = entries.filter(e => e.type === 'blob' && isReadmeName(e.name))
  return readmes.find(e => isMarkdownPath(e.name)) ?? readmes[0] ?? null
}

/**
 * Binary content: NUL bytes in the first 8 KB (git's own test), or text that is not UTF-8.
 */
export function isBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8000)
  if (head.includes(0)) return true
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteUtf8(head)))
    return false
  } catch {
    return true
  }
}

/** Index after the last complete UTF-8 sequence, so a cut multi-byte character is not "binary". */
function lastCompleteUtf8(bytes: Uint8Array): number {
  let end = bytes.length
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back] ?? 0
    if ((byte & 0xc0) === 0x80) continue
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    if (needed > back) end -= back
    break
  }
  return end
}

/**
 * 12,345 as `toLocaleString('en')` writes it, without Intl: a page's first Intl call loads its
 * locale data, about 50 ms of a phone's main thread (4× CPU) before a listing or a file shows.
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',')
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}
