import { isCommitSha, splitSegments } from './ref-segments.ts'

/**
 * Which part of `/tree/<ref>/<path>` is the ref? Ref names may contain slashes
 * (`feature/login`), so the URL alone is ambiguous. The rule, applied the same way everywhere:
 * - a 40-hex first segment is a commit;
 * - otherwise the branch whose name is a prefix of the segments wins (git allows at most one:
 *   `a` and `a/b` cannot both be branches), then the longest matching tag.
 */

export type RefKind = 'branch' | 'tag' | 'commit'

export interface ResolvedRef {
  readonly kind: RefKind
  /** The ref name (the sha for a commit). */
  readonly name: string
  /** The commit (or tag object) the ref points at. */
  readonly sha: string
  /** What follows the ref: a path in the repository, '' for the root. */
  readonly path: string
}

/** Looks one ref up; null when it does not exist. */
export type RefLookup = (kind: 'branch' | 'tag', name: string) => Promise<string | null>

/** Deeper ref names than this are not looked for (each depth costs a lookup). */
export const MAX_REF_DEPTH = 6

export async function resolveRefPath(
  splat: string,
  lookup: RefLookup,
  known: ReadonlyMap<string, string> = new Map(),
): Promise<ResolvedRef | null> {
  const segments = splitSegments(splat)
  const [first] = segments
  if (first === undefined) return null
  if (isCommitSha(first)) {
    return { kind: 'commit', name: first, sha: first.toLowerCase(), path: rest(segments, 1) }
  }
  // A branch already known (the default branch, say) settles it without asking.
  for (let depth = Math.min(segments.length, MAX_REF_DEPTH); depth >= 1; depth--) {
    const name = segments.slice(0, depth).join('/')
    const sha = known.get(name)
    if (sha) return { kind: 'branch', name, sha, path: rest(segments, depth) }
  }
  const depths = Array.from({ length: Math.min(segments.length, MAX_REF_DEPTH) }, (_, i) => i + 1)
  const answers = await Promise.all(
    depths.flatMap(depth => {
      const name = segments.slice(0, depth).join('/')
      return (['branch', 'tag'] as const).map(async kind => ({
        kind,
        name,
        depth,
        sha: await lookup(kind, name),
      }))
    }),
  )
  const found = answers.filter(answer => answer.sha !== null)
  const pick = (kind: 'branch' | 'tag') =>
    found.filter(answer => answer.kind === kind).sort((a, b) => b.depth - a.depth)[0]
  const match = pick('branch') ?? pick('tag')
  if (!match?.sha) return null
  return { kind: match.kind, name: match.name, sha: match.sha, path: rest(segments, match.depth) }
}

function rest(segments: readonly string[], from: number): string {
  return segments.slice(from).join('/')
}

/** The same rule over complete lists of branch and tag names (no lookups). */
export function resolveFromNames(
  splat: string,
  branches: ReadonlyMap<string, string>,
  tags: ReadonlyMap<string, string>,
): ResolvedRef | null {
  const segments = splitSegments(splat)
  const [first] = segments
  if (first === undefined) return null
  if (isCommitSha(first)) {
    return { kind: 'commit', name: first, sha: first.toLowerCase(), path: rest(segments, 1) }
  }
  for (const [kind, names] of [
    ['branch', branches],
    ['tag', tags],
  ] as const) {
    for (let depth = segments.length; depth >= 1; depth--) {
      const name = segments.slice(0, depth).join('/')
      const sha = names.get(name)
      if (sha) return { kind, name, sha, path: rest(segments, depth) }
    }
  }
  return null
}
