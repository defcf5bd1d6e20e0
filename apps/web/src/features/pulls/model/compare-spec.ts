/**
 * The compare URL's `base...head`: the head is a branch of this repository, `owner:branch` (the
 * owner's repository of the same name, usually a fork) or `owner/repo:branch`.
 */
export interface CompareSpec {
  readonly base: string
  readonly head: {
    readonly owner: string | null
    readonly repo: string | null
    readonly branch: string
  }
}

export function parseCompareSpec(spec: string): CompareSpec | null {
  const at = spec.indexOf('...')
  if (at <= 0) return null
  const base = spec.slice(0, at)
  const head = spec.slice(at + 3)
  if (head === '') return null
  const colon = head.indexOf(':')
  if (colon < 0) return { base, head: { owner: null, repo: null, branch: head } }
  const where = head.slice(0, colon)
  const branch = head.slice(colon + 1)
  const [owner, repo, ...rest] = where.split('/')
  if (!owner || branch === '' || rest.length > 0 || repo === '') return null
  return { base, head: { owner, repo: repo ?? null, branch } }
}

export function formatCompareSpec(spec: CompareSpec): string {
  const { owner, repo, branch } = spec.head
  const where = owner ? `${owner}${repo ? `/${repo}` : ''}:` : ''
  return `${spec.base}...${where}${branch}`
}
