interface NetworkInformation {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

/**
 * False on a connection that asks for less data (Save-Data, which is also how a metered
 * connection is flagged: the API has no "metered") or is 2G: a prefetch the reader may never
 * use costs them. Like Chrome's own preloading and Next.js, this covers pointing and focus too,
 * not only links in view (docs/performance.md, "Clicks").
 */
export function mayPrefetch(): boolean {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation }
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '')
}
