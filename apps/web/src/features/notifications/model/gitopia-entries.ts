import type { TxDetails } from '@gitopia-client/chain'
import { paths } from '@/config/paths.ts'
import { mentionedUsernames } from '@/lib/references.ts'
import type { InboxAccount, InboxEntry, InboxKind } from './inbox-entry.ts'

/** A committed tx as the events search returns it: what the inbox reads of it. */
export type EventTx = Pick<TxDetails, 'hash' | 'height' | 'time' | 'events' | 'messages'>

/** A repository as an entry names it: its owner's name (or address) and its name. */
export interface RepositoryRecord {
  readonly owner: string
  readonly name: string
}

/** An issue or pull request: who opened it, who is assigned, whose review is asked. */
export interface ThreadRecord {
  readonly creator: string
  readonly assignees: readonly string[]
  readonly reviewers: readonly string[]
  readonly title: string
}

export interface GitopiaRecords {
  readonly repositories: ReadonlyMap<string, RepositoryRecord>
  /** By {@link threadKey}. */
  readonly threads: ReadonlyMap<string, ThreadRecord>
}

type ThreadKind = 'issue' | 'pull'

/** `repositoryId/issue/iid` or `repositoryId/pull/iid`. */
export const threadKey = (repositoryId: string, kind: ThreadKind, iid: string) =>
  `${repositoryId}/${kind}/${iid}`

/** One `message` event of x/gitopia (docs/protocol.md#events): its action and attributes. */
interface GitopiaAction {
  readonly id: string
  readonly tx: EventTx
  readonly action: string
  readonly get: (key: string) => string
}

/**
 * The x/gitopia events of txs, oldest first. The SDK's own `message` event of each Msg has
 * `module=gitopia` too, but its action is the Msg's type URL: those are skipped.
 */
function gitopiaActions(txs: readonly EventTx[]): GitopiaAction[] {
  const actions: GitopiaAction[] = []
  const ascending = [...txs].sort((a, b) =>
    a.height < b.height ? -1 : a.height > b.height ? 1 : 0,
  )
  for (const tx of ascending) {
    tx.events.forEach((event, index) => {
      if (event.type !== 'message') return
      const attributes = new Map(event.attributes.map(a => [a.key, a.value]))
      const action = attributes.get('action') ?? ''
      if (attributes.get('module') !== 'gitopia' || action === '' || action.startsWith('/')) return
      actions.push({
        id: `${tx.hash}:${index}`,
        tx,
        action,
        get: key => attributes.get(key) ?? '',
      })
    })
  }
  return actions
}

/** A JSON list of addresses as the chain prints it (`["gitopia1…"]`); [] when it is not one. */
function addressList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function mentions(markdown: string, account: InboxAccount): boolean {
  const name = account.username?.toLowerCase()
  return !!name && mentionedUsernames(markdown).some(m => m.toLowerCase() === name)
}

const threadOfComment = (a: GitopiaAction): ThreadKind | null =>
  a.get('CommentParent') === 'COMMENT_PARENT_ISSUE'
    ? 'issue'
    : a.get('CommentParent') === 'COMMENT_PARENT_PULL_REQUEST'
      ? 'pull'
      : null

/** The thread an action is about, if any. */
function threadOf(a: GitopiaAction): { kind: ThreadKind; iid: string } | null {
  if (a.action === 'CreateComment' || a.action === 'UpdateComment') {
    const kind = threadOfComment(a)
    return kind ? { kind, iid: a.get('CommentParentIid') } : null
  }
  if (a.action === 'CreateBounty') return { kind: 'issue', iid: a.get('BountyParentIid') }
  if (a.get('PullRequestIid')) return { kind: 'pull', iid: a.get('PullRequestIid') }
  if (a.get('IssueIid')) return { kind: 'issue', iid: a.get('IssueIid') }
  return null
}

/**
 * Actions after which a kept repository's owner or name may be stale (a rename, a transfer, a
 * username change): the inbox then reads the repositories it needs again.
 */
const RENAMES = new Set([
  'RenameRepository',
  'ChangeOwner',
  'DeleteRepository',
  'UpdateUserUsername',
  'DeleteUser',
  'RenameDao',
  'DeleteDao',
])

export function renamesRepositories(txs: readonly EventTx[]): boolean {
  return gitopiaActions(txs).some(a => RENAMES.has(a.action))
}

/** What the account has seen before: threads it commented on, texts whose mention it was told. */
export interface Seen {
  readonly participated: ReadonlySet<string>
  readonly mentioned: ReadonlySet<string>
}

/** Which records the entries of these txs need: repositories for links, threads for involvement. */
export function recordsNeeded(
  txs: readonly EventTx[],
  account: InboxAccount,
  seen: Seen,
): { repositories: Set<string>; threads: Set<string> } {
  const repositories = new Set<string>()
  const threads = new Set<string>()
  for (const a of gitopiaActions(txs)) {
    if (a.get('Creator') === account.address) continue
    const thread = threadOf(a)
    if (!thread || !a.get('RepositoryId')) continue
    const key = threadKey(a.get('RepositoryId'), thread.kind, thread.iid)
    const needsThread = ['CreateComment', 'CreatePullRequest', 'CreateBounty'].includes(a.action)
    if (needsThread) threads.add(key)
    if (needsThread || candidateKind(a, account, undefined, seen) !== null)
      repositories.add(a.get('RepositoryId'))
  }
  return { repositories, threads }
}

function involved(thread: ThreadRecord | undefined, account: InboxAccount): boolean {
  if (!thread) return false
  const me = account.address
  return thread.creator === me || thread.assignees.includes(me) || thread.reviewers.includes(me)
}

/**
 * Where a mention is: a comment (`repositoryId/issue/1#comment-12`) or a thread's description
 * (its {@link threadKey}); '' when the action carries no such text.
 */
function mentionKey(a: GitopiaAction): string {
  const thread = threadOf(a)
  if (!thread) return ''
  const key = threadKey(a.get('RepositoryId'), thread.kind, thread.iid)
  if (a.action === 'CreateComment' || a.action === 'UpdateComment')
    return `${key}#comment-${a.get('CommentIid')}`
  return ['CreateIssue', 'CreatePullRequest'].includes(a.action) || a.action.endsWith('Description')
    ? key
    : ''
}

/** The Markdown an action carries: a comment's body or a description, created or edited. */
function textOf(a: GitopiaAction): string {
  if (a.action === 'CreateComment' || a.action === 'UpdateComment') return a.get('CommentBody')
  if (a.action === 'CreateIssue' || a.action === 'UpdateIssueDescription')
    return a.get('IssueDescription')
  if (a.action === 'CreatePullRequest' || a.action === 'UpdatePullRequestDescription')
    return a.get('PullRequestDescription')
  return ''
}

/** A mention of the account the inbox has not told it of yet, in the text the action carries. */
const newMention = (a: GitopiaAction, account: InboxAccount, seen: Seen) =>
  mentions(textOf(a), account) && !seen.mentioned.has(mentionKey(a))

/** What an action by another account means to this one, or null when nothing. */
function candidateKind(
  a: GitopiaAction,
  account: InboxAccount,
  thread: ThreadRecord | undefined,
  seen: Seen,
): InboxKind | null {
  const me = account.address
  switch (a.action) {
    case 'CreateComment': {
      if (newMention(a, account, seen)) return 'mention'
      const kind = threadOfComment(a)
      const key = kind && threadKey(a.get('RepositoryId'), kind, a.get('CommentParentIid'))
      return involved(thread, account) || (key !== null && seen.participated.has(key))
        ? 'comment'
        : null
    }
    case 'CreateIssue':
      if (addressList(a.get('Assignees')).includes(me)) return 'assigned'
      return newMention(a, account, seen) ? 'mention' : null
    case 'CreatePullRequest':
      if (thread?.reviewers.includes(me)) return 'review-requested'
      if (thread?.assignees.includes(me)) return 'assigned'
      return newMention(a, account, seen) ? 'mention' : null
    // An edit tells of a mention it adds, not of one the text had before.
    case 'UpdateComment':
    case 'UpdateIssueDescription':
    case 'UpdatePullRequestDescription':
      return newMention(a, account, seen) ? 'mention' : null
    case 'AddIssueAssignees':
    case 'AddPullRequestAssignees':
      return addressList(a.get('Assignees')).includes(me) ? 'assigned' : null
    case 'AddPullRequestReviewers':
      return addressList(a.get('PullRequestReviewers')).includes(me) ? 'review-requested' : null
    case 'CreateBounty':
      return thread?.creator === me ? 'bounty' : null
    default:
      return null
  }
}

const VERBS: Partial<Record<InboxKind, string>> = {
  assigned: 'assigned you to',
  'review-requested': 'requested your review on',
  comment: 'commented on',
  mention: 'mentioned you in',
  bounty: 'put a bounty on',
}

/**
 * The inbox entries of x/gitopia txs (pure): assignments, review requests, comments on threads
 * the account opened, is assigned to, reviews or commented on, mentions of its username (once per
 * comment or description, however often it is edited), and bounties on its issues. The account's
 * own actions are never listed; its own comments add their thread to `participated`. Both sets
 * of `seen`, grown by these txs, are returned for the next batch.
 */
export function deriveGitopiaEntries(
  txs: readonly EventTx[],
  records: GitopiaRecords,
  account: InboxAccount,
  seen: Seen,
): { entries: InboxEntry[]; participated: Set<string>; mentioned: Set<string> } {
  const threads = new Set(seen.participated)
  const mentioned = new Set(seen.mentioned)
  const entries: InboxEntry[] = []
  for (const a of gitopiaActions(txs)) {
    const thread = threadOf(a)
    const repositoryId = a.get('RepositoryId')
    const key = thread && threadKey(repositoryId, thread.kind, thread.iid)
    if (a.get('Creator') === account.address) {
      if (a.action === 'CreateComment' && key) threads.add(key)
      continue
    }
    const record = key ? records.threads.get(key) : undefined
    const kind = candidateKind(a, account, record, { participated: threads, mentioned })
    const repository = records.repositories.get(repositoryId)
    if (!kind || !thread || !repository) continue
    // Told once: a later edit that keeps the mention is no news.
    if (mentions(textOf(a), account)) mentioned.add(mentionKey(a))
    const base =
      thread.kind === 'issue'
        ? paths.repositoryIssue.href(repository.owner, repository.name, thread.iid)
        : paths.repositoryPull.href(repository.owner, repository.name, thread.iid)
    const anchor = a.get('CommentIid') ? `#comment-${a.get('CommentIid')}` : ''
    entries.push({
      id: a.id,
      kind,
      height: Number(a.tx.height),
      time: a.tx.time?.toISOString() ?? '',
      actor: a.get('Creator'),
      actorName: '',
      text: `${VERBS[kind] ?? ''} ${repository.owner}/${repository.name}#${thread.iid}`,
      title: record?.title || a.get('IssueTitle') || a.get('PullRequestTitle'),
      href: `${base}${anchor}`,
    })
  }
  return { entries, participated: threads, mentioned }
}
