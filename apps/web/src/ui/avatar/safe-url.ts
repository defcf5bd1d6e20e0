/**
 * Chain content is untrusted. An avatar is loaded only from an absolute `https:` URL (no
 * `javascript:`, `data:`, `http:` or relative paths); anything else is dropped.
 */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '') return null
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return null
  }
  return parsed.protocol === 'https:' ? parsed.href : null
}

/** A link to a website from chain data: only `https:` and `http:` ever become an href. */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '') return null
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
