import type { GroupProposal } from '@gitopia-client/chain/gitopia'

const INVOKE_DAO_MERGE = '/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest'

/**
 * Where a DAO's proposal to merge one pull request stands (docs/protocol.md#the-merge-flow).
 * - `voting`: submitted, the members are voting; executing it runs it once enough voted yes.
 * - `passed`: accepted but not run yet; whoever executes it starts the merge.
 * - `ran`: it ran, so the provider prepared the merge for the member whose tx executed it.
 */
export type DaoMergeProposal =
  | { readonly state: 'voting'; readonly id: string }
  | { readonly state: 'passed'; readonly id: string }
  | { readonly state: 'ran'; readonly id: string }

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

function mergesPull(proposal: GroupProposal, repositoryId: string, iid: number): boolean {
  return proposal.messages.some(
    message =>
      message['@type'] === INVOKE_DAO_MERGE &&
      text(message.repository_id ?? message.repositoryId) === repositoryId &&
      text(message.iid) === String(iid),
  )
}

/**
 * The newest live proposal (open or accepted) to merge pull request `iid` of `repositoryId`;
 * null when there is none. Rejected, withdrawn and aborted proposals, and accepted ones whose run
 * failed (a stale base, say: running them again fails the same way), leave room for a new one.
 */
export function daoMergeProposal(
  proposals: readonly GroupProposal[],
  repositoryId: string,
  iid: number,
): DaoMergeProposal | null {
  const newest = proposals
    .filter(p => mergesPull(p, repositoryId, iid))
    .filter(p => p.status === 'SUBMITTED' || p.status === 'ACCEPTED')
    .filter(p => p.executorResult !== 'FAILURE')
    .reduce<GroupProposal | null>(
      (best, p) => (best === null || BigInt(p.id) > BigInt(best.id) ? p : best),
      null,
    )
  if (!newest) return null
  const { id } = newest
  if (newest.status === 'SUBMITTED') return { state: 'voting', id }
  return newest.executorResult === 'SUCCESS' ? { state: 'ran', id } : { state: 'passed', id }
}

type TxEvents = readonly { type: string; attributes: readonly { key: string; value: string }[] }[]

/** Whether a `MsgExec` tx ran proposal `id` successfully (a proposal that has not passed is not run, yet the tx succeeds). */
export function executedProposal(events: TxEvents, id: string): boolean {
  const unquote = (value: string | undefined) => (value ?? '').replace(/^"|"$/g, '')
  return events.some(
    event =>
      event.type === 'cosmos.group.v1.EventExec' &&
      unquote(event.attributes.find(a => a.key === 'proposal_id')?.value) === id &&
      unquote(event.attributes.find(a => a.key === 'result')?.value) ===
        'PROPOSAL_EXECUTOR_RESULT_SUCCESS',
  )
}
