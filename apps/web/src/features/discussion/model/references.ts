import { MENTION_SOURCE } from '@/lib/references.ts'

/**
 * References in the text of a discussion, as GitHub links them: `@name` (a person or DAO),
 * `#12` (an issue or pull request of the same repository), `owner/repo#12` (of another one) and
 * a commit's sha (docs/client-rules.md#references-in-discussions). Only plain text is scanned:
 * the Markdown lexer has already taken code spans, code blocks and links out.
 */
export type Reference =
  | { readonly kind: 'mention'; readonly name: string }
  | {
      readonly kind: 'number'
      readonly iid: number
      /** Absent for `#12`: the repository of the discussion. */
      readonly repository?: { readonly owner: string; readonly name: string }
    }
  | { readonly kind: 'commit'; readonly sha: string }

/** The repository a discussion belongs to: `#12` and commit shas are looked up there. */
export interface ReferenceScope {
  readonly owner: string
  readonly name: string
  readonly repositoryId: string
  readonly defaultBranch: string
}

export type TextPart = string | { readonly text: string; readonly reference: Reference }

// Repository and DAO names are freer (dots and underscores); an owner may also be an address.
const OWNER = String.raw`[a-zA-Z0-9][\w.-]*`
const REPOSITORY = String.raw`[\w.-]+`

/*
 * One scanner for all kinds, so that the first reference in reading order wins. Each kind must
 * start where a word does (not after a letter, `/`, `@` or `&`, so e-mail addresses, URLs' paths
 * and character references stay text) and end where one does.
 */
const SCANNER = new RegExp(
  [
    MENTION_SOURCE,
    String.raw`(?<![\w@/&.#-])(?<owner>${OWNER})\/(?<repository>${REPOSITORY})#(?<crossIid>[1-9]\d{0,8})(?!\w)`,
    String.raw`(?<![\w@/&#-])#(?<iid>[1-9]\d{0,8})(?![\w-])`,
    String.raw`(?<![\w@/&.#-])(?<sha>[0-9a-f]{7,40})(?![\w-])`,
  ].join('|'),
  'g',
)

/** `text` cut into plain strings and references, in order; text without any comes back whole. */
export function splitReferences(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(SCANNER)) {
    const reference = referenceOf(match.groups ?? {})
    if (!reference) continue
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ text: match[0], reference })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

function referenceOf(groups: Record<string, string | undefined>): Reference | undefined {
  const { mention, owner, repository, crossIid, iid, sha } = groups
  if (mention) {
    return mention.length <= 39 && mention.length >= 3
      ? { kind: 'mention', name: mention }
      : undefined
  }
  if (owner && repository && crossIid) {
    return { kind: 'number', iid: Number(crossIid), repository: { owner, name: repository } }
  }
  if (iid) return { kind: 'number', iid: Number(iid) }
  // A sha has both digits and letters: a long number ("1000000") or a word ("deadbeef") is
  // far likelier than a commit id without either, and each candidate costs a provider read.
  if (sha && /\d/.test(sha) && /[a-f]/.test(sha)) return { kind: 'commit', sha }
  return undefined
}
