/** Checks on anything a request can put on a git command line or into a file path. */

const SHA = /^[0-9a-f]{40}$/

export function isSha(value: string): boolean {
  return SHA.test(value)
}

/**
 * A repository path as stored in a tree: relative, `/`-separated, no empty, `.` or `..` segments,
 * no NUL or newline (newlines would break git's line-based batch input). "" is the root.
 */
export function normalizeTreePath(value: string): string | undefined {
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  if (trimmed === '') return ''
  if (/[\0\n]/.test(trimmed)) return undefined
  const segments = trimmed.split('/')
  if (segments.some(s => s === '' || s === '.' || s === '..')) return undefined
  return trimmed
}

/**
 * Branch and tag names under git's check-ref-format rules (the subset that matters): no leading
 * `-` (it would read as an option), no `..`, no control characters or `~^:?*[\\`, no `@{`, no
 * segment starting with `.` or ending with `.lock`.
 */
export function isSafeRefName(name: string): boolean {
  if (name === '' || name.length > 255 || name.startsWith('-') || name.startsWith('/')) return false
  if (name.endsWith('/') || name.endsWith('.') || name.includes('..') || name.includes('@{')) {
    return false
  }
  if (name === '@' || hasForbiddenRefCharacter(name)) return false
  return name.split('/').every(s => s !== '' && !s.startsWith('.') && !s.endsWith('.lock'))
}

/** One path segment used as a file name on the provider's disk (release tags and asset names). */
export function isSafeFileName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && name.length <= 255 && !/[\0/\\]/.test(name)
}

/** Repository ids are uint64 decimals; keep them as strings so they name directories safely. */
export function isRepositoryId(value: string): boolean {
  return /^(0|[1-9][0-9]{0,19})$/.test(value)
}

function hasForbiddenRefCharacter(name: string): boolean {
  for (const char of name) {
    const code = char.charCodeAt(0)
    if (code <= 0x20 || code === 0x7f || '~^:?*[\\'.includes(char)) return true
  }
  return false
}
