export interface SecurityPolicyOptions {
  /**
   * Sources the app must reach besides its own origin: chain REST/RPC, counterparty chains,
   * storage providers, then `https:` for what is known only at run time (`connectSources()`).
   */
  readonly connectSources: readonly string[]
  readonly https: boolean
  /** `'sha256-…'` sources of index.html's inline scripts (`inlineScriptHashes`). */
  readonly scriptHashes?: readonly string[]
}

/**
 * Strict headers for the app. Scripts only from our own origin and the inline scripts of
 * index.html named by hash (the theme and the last screen), no plugins, no framing. Inline
 * styles stay allowed because the toast and progress libraries inject them; that cannot run code.
 * connect-src is exactly `'self'` (the product site's `/api/ibc/*`) and `connectSources`: the
 * configured nodes, counterparty chains and known storage providers, plus `https:` for storage
 * providers chosen at run time from the chain's `api_url`s and custom nodes (README "Security");
 * img-src keeps `https:` for avatars, which are URLs users put on chain.
 */
export function securityHeaders(options: SecurityPolicyOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...options.connectSources].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Ledger needs WebUSB/WebHID on our own origin; nothing else is granted.
    'Permissions-Policy':
      'usb=(self), hid=(self), camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }
      : {}),
  }
}
