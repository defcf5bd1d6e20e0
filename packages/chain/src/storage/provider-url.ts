import { safeEndpointUrl } from '../endpoint-url.ts'

/**
 * A storage provider's `api_url` comes from the chain, where anyone who registers a provider
 * writes it: only `https:` (or `http:` to loopback, the devnet) is ever fetched from or rendered
 * as a link.
 */
export function safeProviderUrl(raw: string): string | null {
  return safeEndpointUrl(raw)
}
