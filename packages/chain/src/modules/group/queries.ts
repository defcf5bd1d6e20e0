import { bech32 } from 'bech32'
import * as z from 'zod/mini'
import { ADDRESS_PREFIX } from '../../constants.ts'
import { mapItems, type Page } from '../gitopia/paging.ts'
import { getGitopia, getGitopiaPage, type ListOptions } from '../gitopia/request.ts'
import { list, text } from '../gitopia/wire.ts'

/**
 * Reads of the Cosmos group module that DAOs run on (docs/protocol.md#groups-daos): the DAO's group policy
 * (its voting account) and the proposals submitted to it, with their tallies.
 */
/** The path of a group module route (segments are encoded). */
const groupPath = (...segments: string[]) =>
  `/cosmos/group/v1/${segments.map(encodeURIComponent).join('/')}`

/** RFC 3339; the zero time means "not set". */
const timestamp = z.pipe(
  z._default(z.string(), ''),
  z.transform(value => {
    const time = Date.parse(value)
    return Number.isNaN(time) || value.startsWith('0001-') ? null : new Date(time)
  }),
)

const decimal = z._default(z.string().check(z.regex(/^\d+(\.\d+)?$/)), '0')

const policyWire = z.object({
  address: z.string(),
  group_id: z.string(),
  admin: text,
  decision_policy: z._default(
    z.nullable(
      z.object({
        '@type': z.string(),
        percentage: z.optional(z.string()),
        threshold: z.optional(z.string()),
        windows: z.optional(z.object({ voting_period: text })),
      }),
    ),
    null,
  ),
})

export interface GroupPolicy {
  readonly address: string
  readonly groupId: string
  /** Share of the weight that must vote yes, e.g. "0.5", for a percentage policy. */
  readonly percentage: string | null
  /** Seconds, as the chain prints a Duration ("86400s" → 86400). */
  readonly votingPeriodSeconds: number | null
}

type GroupListRead<T> = (api: string, key: string, options?: ListOptions) => Promise<Page<T>>

/** A page of the group module's list route `route`/{key}: its `field`, each item read with `wire`. */
const groupList =
  <S extends z.ZodMiniType, T>(
    route: string,
    field: string,
    wire: S,
    to: (item: z.output<S>) => T,
  ): GroupListRead<T> =>
  async (api, key, options) =>
    mapItems(await getGitopiaPage(api, groupPath(route, key), field, wire, options), to)

function toPolicy(policy: z.output<typeof policyWire>): GroupPolicy {
  const period = policy.decision_policy?.windows?.voting_period ?? ''
  return {
    address: policy.address,
    groupId: policy.group_id,
    percentage: policy.decision_policy?.percentage ?? null,
    votingPeriodSeconds: /^\d+(\.\d+)?s$/.test(period) ? Number(period.slice(0, -1)) : null,
  }
}

/** The policies (voting accounts) of a group, by the group's id; a Gitopia DAO has one. */
export const listGroupPolicies = groupList(
  'group_policies_by_group',
  'group_policies',
  policyWire,
  toPolicy,
)

/**
 * The address the chain gives the group policy numbered `sequence` (cosmos-sdk 0.47 x/group,
 * ADR-028 `address.Module("group", [0x21], bigEndian8(sequence))`): sha256(sha256(base) ‖ sequence)
 * with base = sha256(sha256("module") ‖ "group" ‖ 0x00 ‖ 0x21). A DAO's group usually has the
 * policy of its own number, so this names a likely policy before `listGroupPolicies` answers; it
 * is a guess to check against that answer. Web Crypto does the hashing (no hash code to load);
 * `null` where the page has none (plain http off localhost).
 */
export async function groupPolicyAddressOf(sequence: string): Promise<string | null> {
  const subtle = (globalThis.crypto as Partial<typeof crypto> | undefined)?.subtle
  if (!subtle || !/^\d{1,20}$/.test(sequence) || BigInt(sequence) >= 2n ** 64n) return null
  const hash = async (...parts: ArrayLike<number>[]) => {
    const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
    let at = 0
    for (const part of parts) {
      bytes.set(part, at)
      at += part.length
    }
    return new Uint8Array(await subtle.digest('SHA-256', bytes))
  }
  const utf8 = (text: string) => new TextEncoder().encode(text)
  const key = new Uint8Array(8)
  new DataView(key.buffer).setBigUint64(0, BigInt(sequence))
  const base = await hash(await hash(utf8('module')), utf8('group'), [0, 0x21])
  return bech32.encode(ADDRESS_PREFIX, bech32.toWords(await hash(await hash(base), key)), 90)
}

export const PROPOSAL_STATUSES = [
  'SUBMITTED',
  'ACCEPTED',
  'REJECTED',
  'ABORTED',
  'WITHDRAWN',
] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number] | 'UNSPECIFIED'

const tallyWire = z.object({
  yes_count: decimal,
  no_count: decimal,
  abstain_count: decimal,
  no_with_veto_count: decimal,
})

export interface Tally {
  readonly yes: string
  readonly no: string
  readonly abstain: string
  readonly noWithVeto: string
}

const toTally = (wire: z.output<typeof tallyWire>): Tally => ({
  yes: wire.yes_count,
  no: wire.no_count,
  abstain: wire.abstain_count,
  noWithVeto: wire.no_with_veto_count,
})

const proposalWire = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  group_policy_address: z.string(),
  proposers: list(z.string()),
  submit_time: timestamp,
  status: z.string(),
  final_tally_result: z._default(tallyWire, {
    yes_count: '0',
    no_count: '0',
    abstain_count: '0',
    no_with_veto_count: '0',
  }),
  voting_period_end: timestamp,
  executor_result: text,
  messages: list(z.looseObject({ '@type': z.string() })),
  title: text,
  summary: text,
  metadata: text,
})

function proposalStatus(wire: string): ProposalStatus {
  const name = wire.replace(/^PROPOSAL_STATUS_/, '')
  return (PROPOSAL_STATUSES as readonly string[]).includes(name)
    ? (name as ProposalStatus)
    : 'UNSPECIFIED'
}

function toProposal(wire: z.output<typeof proposalWire>) {
  return {
    id: wire.id,
    policyAddress: wire.group_policy_address,
    title: wire.title,
    summary: wire.summary,
    proposers: wire.proposers,
    status: proposalStatus(wire.status),
    /** NOT_RUN, SUCCESS or FAILURE. */
    executorResult: wire.executor_result.replace(/^PROPOSAL_EXECUTOR_RESULT_/, ''),
    submittedAt: wire.submit_time,
    votingEndsAt: wire.voting_period_end,
    /** Zero until the voting period ends; ask {@link getProposalTally} while it runs. */
    finalTally: toTally(wire.final_tally_result),
    /** Type URLs of the Msgs the proposal executes (none for a text proposal). */
    messageTypes: wire.messages.map(message => message['@type']),
    /** The Msgs as the chain prints them (untrusted JSON; see `describeGroupMessage`). */
    messages: wire.messages as readonly Readonly<Record<string, unknown>>[],
  }
}
export type GroupProposal = ReturnType<typeof toProposal>

/** Proposals of a group policy, by its address, oldest first (`reverse` for the newest first). */
export const listPolicyProposals = groupList(
  'proposals_by_group_policy',
  'proposals',
  proposalWire,
  toProposal,
)

/** The running tally of a proposal still in its voting period. */
export async function getProposalTally(
  api: string,
  proposalId: string,
  options?: ListOptions,
): Promise<Tally> {
  const schema = z.object({ tally: tallyWire })
  const body = await getGitopia(api, groupPath('proposals', proposalId, 'tally'), schema, options)
  return toTally(body.tally)
}

/** One proposal by id; a 404 from the chain rejects with a not-found error. */
export async function getGroupProposal(
  api: string,
  proposalId: string,
  options?: ListOptions,
): Promise<GroupProposal> {
  const schema = z.object({ proposal: proposalWire })
  const body = await getGitopia(api, groupPath('proposal', proposalId), schema, options)
  return toProposal(body.proposal)
}
