/**
 * The rule for any endpoint someone else names (a storage provider's on-chain `api_url`, a node
 * a chain registry file lists, a custom node typed in): `https:`, or `http:` to a loopback host
 * (a local devnet), without credentials. Returns the URL without trailing slashes, or null.
 */
export function safeEndpointUrl(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) {
    return url.href.replace(/\/+$/, '')
  }
  return null
}
