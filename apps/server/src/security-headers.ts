export interface SecurityPolicyOptions {
  /** Origins the app must reach besides its own: chain REST/RPC, storage providers. */
  readonly connectSources: readonly string[]
  readonly https: boolean
}

/**
 * Strict headers for the app. Scripts only from our own origin, no plugins, no framing. Inline
 * styles stay allowed because the toast and progress libraries inject them; that cannot run code.
 * connect-src names the configured nodes (`connectSources`) and keeps `https:` only because
 * storage providers are chosen at run time from the chain's `api_url`s (README "Security");
 * img-src keeps `https:` for avatars, which are URLs users put on chain.
 */
export function securityHeaders(options: SecurityPolicyOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    `connect-src 'self' https: ${options.connectSources.join(' ')}`.trim(),
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
