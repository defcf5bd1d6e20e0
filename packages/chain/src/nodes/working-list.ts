/**
 * The working-endpoints list (docs/client-rules.md#endpoint-health, #error-catalogue): an endpoint that answers is added
 * (once: unlike the official client, no duplicates), one that fails is removed, and candidates
 * are tried saved-working first, then the others, failed ones last.
 */

export function withWorking(list: readonly string[], url: string): string[] {
  return list.includes(url) ? [...list] : [...list, url]
}

export function withoutWorking(list: readonly string[], url: string): string[] {
  return list.filter(entry => entry !== url)
}

/**
 * The order to try endpoints in: the one in use, then working ones by measured latency, then
 * the rest of the known endpoints by latency, and the ones that failed this session last.
 */
export function candidateOrder(input: {
  readonly current: string | null
  readonly known: readonly string[]
  readonly working: readonly string[]
  readonly failed: ReadonlySet<string>
  readonly latency: (url: string) => number
}): string[] {
  const rank = (url: string) => {
    if (url === input.current && !input.failed.has(url)) return 0
    if (input.failed.has(url)) return 3
    return input.working.includes(url) ? 1 : 2
  }
  const indexed = input.known.map((url, index) => ({ url, index, rank: rank(url) }))
  indexed.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank
    const la = input.latency(a.url)
    const lb = input.latency(b.url)
    return la === lb ? a.index - b.index : la - lb
  })
  return indexed.map(entry => entry.url)
}
