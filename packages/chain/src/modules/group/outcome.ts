/**
 * What a DAO vote still needs under a percentage policy (SDK 0.47 `PercentageDecisionPolicy.Allow`):
 * it passes as soon as yes reaches the percentage of the whole group's weight, and can no longer
 * pass once yes plus everyone who has not voted stays below it.
 */
export type GroupVoteNeed =
  | { readonly kind: 'passes' }
  | { readonly kind: 'cannot-pass' }
  | { readonly kind: 'needs'; readonly members: number }

export function groupVoteNeed(
  members: readonly { address: string; weight: number }[],
  voted: ReadonlySet<string>,
  yesWeight: number,
  percentage: number,
): GroupVoteNeed {
  const total = members.reduce((sum, m) => sum + m.weight, 0)
  const target = percentage * total
  const EPSILON = 1e-9
  if (total > 0 && yesWeight + EPSILON >= target) return { kind: 'passes' }
  // The heaviest members who have not voted yet, until yes would reach the target.
  const pending = members
    .filter(m => !voted.has(m.address))
    .map(m => m.weight)
    .sort((a, b) => b - a)
  let yes = yesWeight
  for (const [index, weight] of pending.entries()) {
    yes += weight
    if (yes + EPSILON >= target) return { kind: 'needs', members: index + 1 }
  }
  return { kind: 'cannot-pass' }
}

/** "Passes when 1 more member votes yes" and its siblings. */
export function groupVoteSentence(need: GroupVoteNeed): string {
  if (need.kind === 'passes') return 'Enough members voted yes: this proposal passes.'
  if (need.kind === 'cannot-pass') return 'This proposal can no longer pass.'
  return `Passes when ${need.members} more ${need.members === 1 ? 'member votes' : 'members vote'} yes`
}
