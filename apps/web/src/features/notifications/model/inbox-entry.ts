/** What an inbox entry tells (docs/client-rules.md#inbox). */
export type InboxKind =
  | 'assigned'
  | 'review-requested'
  | 'comment'
  | 'mention'
  | 'bounty'
  | 'dao-proposal'
  | 'gov-proposal'
  | 'transfer-completed'
  | 'transfer-failed'
  | 'transfer-timed-out'

/** One thing another account did that concerns the account, with the link to where it is. */
export interface InboxEntry {
  /** Stable across refreshes: the tx hash and event index, or the proposal or packet. */
  readonly id: string
  readonly kind: InboxKind
  /** The block it happened in (0 when unknown, as for a proposal read from state). */
  readonly height: number
  /** ISO time of the block, or '' when the node did not say. */
  readonly time: string
  /** Who did it: an address, or '' for the chain itself. */
  readonly actor: string
  /** The actor's username, once looked up ('' until then or when it has none). */
  readonly actorName: string
  /** What happened, without the actor: "mentioned you in alice/hello-world#1". */
  readonly text: string
  /** The title of the issue, pull request or proposal, when known. */
  readonly title: string
  /** An app path: the issue, pull request, comment anchor, proposal or transaction. */
  readonly href: string
  /** ISO time a DAO proposal's voting ends: until then, the account's vote is looked for. */
  readonly until?: string | undefined
}

/** The account the inbox is for. */
export interface InboxAccount {
  readonly address: string
  /** Its username: mentions need one. */
  readonly username?: string | undefined
}

/** Newest first: by height, then by id, so the order never depends on when entries arrived. */
export function sortEntries(entries: readonly InboxEntry[]): InboxEntry[] {
  return [...entries].sort((a, b) => b.height - a.height || (a.id < b.id ? 1 : -1))
}
