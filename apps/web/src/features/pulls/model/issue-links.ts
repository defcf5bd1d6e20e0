/** How many issues the keeper lets one pull request link. */
export const MAX_LINKED_ISSUES = 10

/** The issue number typed into "Link an issue": `4` or `#4`; null when it is not one. */
export function parseIssueNumber(text: string): number | null {
  const match = /^#?(\d{1,19})$/.exec(text.trim())
  if (!match) return null
  const iid = Number(match[1])
  return Number.isSafeInteger(iid) && iid > 0 ? iid : null
}

/**
 * Why the typed issue cannot be linked, before signing (the chain would refuse it for the same
 * reasons); null when it can, or when nothing is typed yet.
 */
export function issueLinkProblem(
  text: string,
  linked: readonly { readonly iid: number }[],
): string | null {
  if (text.trim() === '') return null
  const iid = parseIssueNumber(text)
  if (iid === null) return 'Type an issue number, like #4'
  if (linked.some(issue => issue.iid === iid)) return `Issue #${iid} is already linked`
  if (linked.length >= MAX_LINKED_ISSUES)
    return `A pull request can link at most ${MAX_LINKED_ISSUES} issues`
  return null
}
