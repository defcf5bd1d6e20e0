import { getLatestBlock, searchTxs, type FetchJsonOptions } from '@gitopia-client/chain'
import {
  getDao,
  getGroupProposal,
  getIssue,
  getPullRequest,
  getRepositoryById,
  getUser,
  listGroupPolicies,
  listUserDaos,
} from '@gitopia-client/chain/gitopia'
import { listGovProposals } from '@gitopia-client/chain/gov'
import { listGroupVotes } from '@gitopia-client/chain/group'
import {
  daoProposalEntries,
  govEntries,
  submittedProposals,
  transferEntries,
  type DaoProposalRecord,
} from '../model/chain-entries.ts'
import {
  deriveGitopiaEntries,
  recordsNeeded,
  renamesRepositories,
  type EventTx,
  type ThreadRecord,
} from '../model/gitopia-entries.ts'
import type { InboxAccount } from '../model/inbox-entry.ts'
import { mergeEntries, type InboxState, type KeptRepository } from '../model/inbox-state.ts'

/** Txs per page of the events search (the SDK's maximum). */
const PAGE = 100
/** Pages of x/gitopia txs read per refresh; the first refresh reads one (the newest 100). */
const MAX_PAGES = 5

/** What one refresh reads the chain with, and what it keeps between refreshes of a session. */
export interface InboxSession {
  readonly api: string
  readonly account: InboxAccount
  /**
   * Repositories by id, with the owner's address (reads) and name (links); filled from the kept
   * state too, so a later visit does not read them again.
   */
  readonly repositories: Map<string, KeptRepository>
  /** Usernames and DAO names by address ('' when there is none). */
  readonly names: Map<string, string>
  /** The account's DAOs: DAO name by group policy address, read once. */
  daoPolicies: Map<string, string> | null
  /** REST requests made so far (docs/client-rules.md#inbox states the cost). */
  requests: number
}

export function inboxSession(api: string, account: InboxAccount): InboxSession {
  return { api, account, repositories: new Map(), names: new Map(), daoPolicies: null, requests: 0 }
}

function counted<T>(session: InboxSession, read: Promise<T>): Promise<T> {
  session.requests += 1
  return read
}

/** Txs matching `conditions` in the height range, newest first, up to `pages` pages. */
async function search(
  session: InboxSession,
  conditions: readonly string[],
  pages: number,
  options: FetchJsonOptions,
): Promise<EventTx[]> {
  const txs: EventTx[] = []
  for (let page = 1; page <= pages; page++) {
    const found = await counted(
      session,
      searchTxs(session.api, { events: conditions, page, limit: PAGE, order: 'desc' }, options),
    )
    txs.push(...found.txs.filter(tx => tx.code === 0))
    if (found.txs.length < PAGE || page * PAGE >= found.total) break
  }
  return txs
}

async function nameOf(session: InboxSession, address: string, dao: boolean): Promise<string> {
  const known = session.names.get(address)
  if (known !== undefined) return known
  const name = dao
    ? (await counted(session, getDao(session.api, address))).name
    : ((await counted(session, getUser(session.api, address)))?.username ?? '')
  session.names.set(address, name)
  return name
}

async function repository(session: InboxSession, id: string) {
  const known = session.repositories.get(id)
  if (known) return known
  const record = await counted(session, getRepositoryById(session.api, id))
  const name = await nameOf(session, record.ownerAddress, record.ownerType === 'DAO')
  const kept = {
    id,
    owner: name || record.ownerAddress,
    name: record.name,
    ownerAddress: record.ownerAddress,
  }
  session.repositories.set(id, kept)
  return kept
}

async function thread(session: InboxSession, key: string): Promise<ThreadRecord> {
  const [repositoryId = '', kind, iid = '0'] = key.split('/')
  const repo = await repository(session, repositoryId)
  const args = [session.api, repo.ownerAddress, repo.name, Number(iid)] as const
  if (kind === 'pull') {
    const pull = await counted(session, getPullRequest(...args))
    return {
      creator: pull.creator,
      assignees: pull.assignees,
      reviewers: pull.reviewers,
      title: pull.title,
    }
  }
  const issue = await counted(session, getIssue(...args))
  return { creator: issue.creator, assignees: issue.assignees, reviewers: [], title: issue.title }
}

/** DAO name by group policy address, for the account's DAOs (read once a session). */
async function daoPolicies(session: InboxSession): Promise<Map<string, string>> {
  if (session.daoPolicies) return session.daoPolicies
  const daos = await counted(session, listUserDaos(session.api, session.account.address))
  const policies = new Map<string, string>()
  for (const dao of daos.items) {
    const page = await counted(session, listGroupPolicies(session.api, dao.groupId))
    for (const policy of page.items) policies.set(policy.address, dao.name)
  }
  session.daoPolicies = policies
  return policies
}

async function daoProposalRecords(
  session: InboxSession,
  submitted: readonly { id: string; tx: EventTx }[],
): Promise<Map<string, DaoProposalRecord>> {
  const records = new Map<string, DaoProposalRecord>()
  if (submitted.length === 0) return records
  const policies = await daoPolicies(session)
  for (const { id, tx } of submitted) {
    // Only proposals to one of the account's DAOs are read (the Msg names the policy).
    const named = tx.messages
      .filter(m => m.typeUrl === '/cosmos.group.v1.MsgSubmitProposal')
      .map(m => m.value.group_policy_address)
    if (!named.some(address => typeof address === 'string' && policies.has(address))) continue
    const proposal = await counted(session, getGroupProposal(session.api, id))
    const daoName = policies.get(proposal.policyAddress)
    // The account's own proposal, or one already decided: no vote awaited, no votes to read.
    if (daoName === undefined || proposal.proposers.includes(session.account.address)) continue
    if (proposal.status !== 'SUBMITTED') continue
    const votes = await counted(session, listGroupVotes(session.api, id))
    records.set(id, {
      id,
      daoName,
      title: proposal.title,
      proposers: proposal.proposers,
      open: proposal.status === 'SUBMITTED',
      voters: votes.map(vote => vote.voter),
      votingEndsAt: proposal.votingEndsAt,
    })
  }
  return records
}

/** The group proposal ids the account voted on in these txs (`cosmos.group.v1.EventVote`). */
function votedProposals(txs: readonly EventTx[]): string[] {
  return txs.flatMap(tx =>
    tx.events
      .filter(event => event.type === 'cosmos.group.v1.EventVote')
      .flatMap(event => event.attributes.filter(a => a.key === 'proposal_id'))
      .map(a => `group:${a.value.replace(/^"|"$/g, '')}`),
  )
}

/** Txs of both lists, each once. */
function union(a: readonly EventTx[], b: readonly EventTx[]): EventTx[] {
  const hashes = new Set(a.map(tx => tx.hash))
  return [...a, ...b.filter(tx => !hashes.has(tx.hash))]
}

/**
 * One refresh: the txs from the height after the last one read up to the block before `newest`
 * (the newest block's height, read when not given: a node indexes a block's txs after it
 * announces the block), the records their events name, and the entries derived from both,
 * merged into the kept state. Throws when the node fails; the caller keeps the last state.
 */
export async function refreshInbox(
  session: InboxSession,
  state: InboxState,
  newest: number | null,
  options: FetchJsonOptions = {},
): Promise<InboxState> {
  const latest =
    newest ?? Number((await counted(session, getLatestBlock(session.api, options))).height)
  const height = latest - 1
  if (height <= state.height) return state
  const range = [`tx.height>=${state.height + 1}`, `tx.height<=${height}`]
  const me = session.account.address
  const first = state.height === 0
  const none = Promise.resolve<EventTx[]>([])
  // Votes are looked for only while a DAO proposal listed waits for the account's.
  const awaitingVote = state.entries.some(
    entry => entry.kind === 'dao-proposal' && !(Date.parse(entry.until ?? '') <= Date.now()),
  )
  const [gitopia, mine, acks, timeouts, groupTxs, votes, gov] = await Promise.all([
    search(session, ["message.module='gitopia'", ...range], first ? 1 : MAX_PAGES, options),
    // The first refresh sees the newest 100 x/gitopia txs only: the account's own comments,
    // however old (the newest 100), say which threads it takes part in.
    first
      ? search(session, ["message.action='CreateComment'", `message.Creator='${me}'`], 1, options)
      : none,
    search(session, [`fungible_token_packet.sender='${me}'`, ...range], 1, options),
    search(session, [`timeout.refund_receiver='${me}'`, ...range], 1, options),
    search(session, ["message.action='/cosmos.group.v1.MsgSubmitProposal'", ...range], 1, options),
    awaitingVote
      ? search(
          session,
          ["message.action='/cosmos.group.v1.MsgVote'", `message.sender='${me}'`, ...range],
          1,
          options,
        )
      : none,
    counted(session, listGovProposals(session.api, 'VOTING_PERIOD', options)),
  ])
  if (renamesRepositories(gitopia)) session.repositories.clear()
  else
    for (const kept of state.repositories)
      if (!session.repositories.has(kept.id)) session.repositories.set(kept.id, kept)
  const seen = { participated: new Set(state.participated), mentioned: new Set(state.mentioned) }
  const needed = recordsNeeded(gitopia, session.account, seen)
  const threads = new Map<string, ThreadRecord>()
  await Promise.all([...needed.repositories].map(id => repository(session, id)))
  await Promise.all(
    [...needed.threads].map(async key => threads.set(key, await thread(session, key))),
  )
  const submitted = submittedProposals(groupTxs)
  const derived = deriveGitopiaEntries(
    union(mine, gitopia),
    { repositories: session.repositories, threads },
    session.account,
    seen,
  )
  const entries = [
    ...derived.entries,
    ...daoProposalEntries(submitted, await daoProposalRecords(session, submitted), session.account),
    ...govEntries(gov.items, session.account),
    ...transferEntries([...acks, ...timeouts], session.account),
  ]
  const actors = [...new Set(entries.map(entry => entry.actor).filter(Boolean))]
  await Promise.all(actors.map(actor => nameOf(session, actor, false)))
  return mergeEntries(state, {
    height,
    entries: entries.map(entry => ({ ...entry, actorName: session.names.get(entry.actor) ?? '' })),
    participated: derived.participated,
    mentioned: derived.mentioned,
    done: votedProposals(votes),
    repositories: session.repositories.values(),
  })
}
