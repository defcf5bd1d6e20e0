/**
 * A storage provider's `api_url` comes from the chain, where anyone who registers a provider
 * writes it. Only `https:` is accepted, and `http:` to a loopback host (the devnet); anything
 * else is never fetched from nor rendered as a link.
 */
export function safeProviderUrl(raw: string): string | null {
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
