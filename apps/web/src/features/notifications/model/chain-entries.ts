import type { TxEvent } from '@gitopia-client/chain'
import { paths } from '@/config/paths.ts'
import { formatCoin } from '@/lib/coins.ts'
import type { EventTx } from './gitopia-entries.ts'
import type { InboxAccount, InboxEntry } from './inbox-entry.ts'

/** A chain governance proposal in its voting period. */
export interface VotingGovProposal {
  readonly id: string
  readonly title: string
  readonly votingEndTime: Date | null
  /** Who submitted it ('' when the node does not say: gov v1beta1 records have no proposer). */
  readonly proposer: string
}

/** A group proposal of one of the account's DAOs, as its record and votes say. */
export interface DaoProposalRecord {
  readonly id: string
  readonly daoName: string
  readonly title: string
  readonly proposers: readonly string[]
  /** Still open for votes (SUBMITTED). */
  readonly open: boolean
  readonly voters: readonly string[]
  readonly votingEndsAt: Date | null
}

const attributesOf = (event: TxEvent) => new Map(event.attributes.map(a => [a.key, a.value]))

const at = (tx: EventTx) => ({ height: Number(tx.height), time: tx.time?.toISOString() ?? '' })

/**
 * Proposals in their voting period: every account may vote, so each is an entry, but for the
 * account's own proposals (gov v1's `proposer`), which are no news to it.
 */
export function govEntries(
  proposals: readonly VotingGovProposal[],
  account: InboxAccount,
): InboxEntry[] {
  const others = proposals.filter(proposal => proposal.proposer !== account.address)
  return others.map(proposal => ({
    id: `gov:${proposal.id}`,
    kind: 'gov-proposal',
    height: 0,
    time: '',
    actor: '',
    actorName: '',
    text: `Governance proposal #${proposal.id} is open for voting${
      proposal.votingEndTime ? ` until ${proposal.votingEndTime.toISOString().slice(0, 10)}` : ''
    }`,
    title: proposal.title,
    href: paths.governanceProposal.href(proposal.id),
  }))
}

/**
 * The group proposal ids a batch of `MsgSubmitProposal` txs created, with the tx they came in:
 * the typed event `cosmos.group.v1.EventSubmitProposal` JSON-encodes its id (`"5"`).
 */
export function submittedProposals(txs: readonly EventTx[]): { id: string; tx: EventTx }[] {
  const found: { id: string; tx: EventTx }[] = []
  for (const tx of txs)
    for (const event of tx.events) {
      if (event.type !== 'cosmos.group.v1.EventSubmitProposal') continue
      const id = (attributesOf(event).get('proposal_id') ?? '').replace(/^"|"$/g, '')
      if (/^\d+$/.test(id)) found.push({ id, tx })
    }
  return found
}

/** Proposals of the account's DAOs, open, proposed by others, that it has not voted on. */
export function daoProposalEntries(
  submitted: readonly { id: string; tx: EventTx }[],
  records: ReadonlyMap<string, DaoProposalRecord>,
  account: InboxAccount,
): InboxEntry[] {
  const entries: InboxEntry[] = []
  for (const { id, tx } of submitted) {
    const record = records.get(id)
    if (!record || !record.open || record.proposers.includes(account.address)) continue
    if (record.voters.includes(account.address)) continue
    entries.push({
      id: `group:${id}`,
      kind: 'dao-proposal',
      ...at(tx),
      actor: record.proposers[0] ?? '',
      actorName: '',
      text: `asks ${record.daoName} to vote on proposal #${id}`,
      title: record.title,
      href: paths.daoProposal.href(record.daoName, id),
      until: record.votingEndsAt?.toISOString(),
    })
  }
  return entries
}

/**
 * The account's IBC transfers that ended: an acknowledgement (success or error) or a timeout,
 * each relayed by someone else in a tx the events search found (`fungible_token_packet.sender`,
 * `timeout.refund_receiver`).
 */
export function transferEntries(txs: readonly EventTx[], account: InboxAccount): InboxEntry[] {
  const entries: InboxEntry[] = []
  for (const tx of txs) {
    const events = tx.events.map(e => ({ type: e.type, attributes: attributesOf(e) }))
    const packet = events.find(e => e.type === 'acknowledge_packet' || e.type === 'timeout_packet')
    if (!packet) continue
    const sequence = packet.attributes.get('packet_sequence') ?? ''
    const channel = packet.attributes.get('packet_src_channel') ?? ''
    const id = `ibc:${channel}:${sequence}`
    if (packet.type === 'timeout_packet') {
      const refund = events.find(
        e => e.type === 'timeout' && e.attributes.get('refund_receiver') === account.address,
      )
      if (!refund) continue
      const amount = formatCoin(
        refund.attributes.get('refund_amount') ?? '0',
        refund.attributes.get('refund_denom') ?? '',
      )
      entries.push({
        id,
        kind: 'transfer-timed-out',
        ...at(tx),
        actor: '',
        actorName: '',
        text: `Your transfer of ${amount} over ${channel} timed out and was refunded`,
        title: '',
        href: paths.tx.href(tx.hash),
      })
      continue
    }
    const packetData = events.find(
      e => e.type === 'fungible_token_packet' && e.attributes.get('sender') === account.address,
    )
    if (!packetData) continue
    const failed = events.some(e => e.type === 'fungible_token_packet' && e.attributes.has('error'))
    const amount = formatCoin(
      packetData.attributes.get('amount') ?? '0',
      packetData.attributes.get('denom') ?? '',
    )
    const to = packetData.attributes.get('receiver') ?? ''
    entries.push({
      id,
      kind: failed ? 'transfer-failed' : 'transfer-completed',
      ...at(tx),
      actor: '',
      actorName: '',
      text: `Your transfer of ${amount} to ${to} ${failed ? 'failed and was refunded' : 'arrived'}`,
      title: '',
      href: paths.tx.href(tx.hash),
    })
  }
  return entries
}
