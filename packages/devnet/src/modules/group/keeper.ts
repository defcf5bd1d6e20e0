import { sha256 } from '../../chain/sha256.ts'
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { bigEndian8, derivedModuleAddress } from '../../chain/addresses.ts'
import { byNumericId, Records, RecordsByParent } from '../../state/records.ts'
import type { Store, Table } from '../../state/store.ts'
import { formatDecShort, normalizeDec, parseDec } from '../../chain/dec.ts'

/** REST shapes of x/group (docs/protocol.md#groups-daos); values are stored as printed. */
export interface GroupInfo {
  readonly id: string
  readonly admin: string
  readonly metadata: string
  readonly version: string
  readonly total_weight: string
  readonly created_at: string
}

export interface GroupMember {
  readonly group_id: string
  readonly member: {
    readonly address: string
    readonly weight: string
    readonly metadata: string
    readonly added_at: string
  }
}

export interface PercentagePolicy {
  readonly '@type': '/cosmos.group.v1.PercentageDecisionPolicy'
  readonly percentage: string
  readonly windows: { readonly voting_period: string; readonly min_execution_period: string }
}

export interface GroupPolicyInfo {
  readonly address: string
  readonly group_id: string
  readonly admin: string
  readonly metadata: string
  readonly version: string
  readonly decision_policy: PercentagePolicy
  readonly created_at: string
}

export interface TallyResult {
  readonly yes_count: string
  readonly abstain_count: string
  readonly no_count: string
  readonly no_with_veto_count: string
}

export interface StoredAny {
  readonly typeUrl: string
  /** base64 of the packed Msg bytes. */
  readonly value: string
}

export interface Proposal {
  readonly id: string
  readonly group_policy_address: string
  readonly metadata: string
  readonly proposers: readonly string[]
  readonly submit_time: string
  readonly group_version: string
  readonly group_policy_version: string
  readonly status: string
  readonly final_tally_result: TallyResult
  readonly voting_period_end: string
  readonly executor_result: string
  readonly messages: readonly StoredAny[]
  readonly title: string
  readonly summary: string
}

export interface Vote {
  readonly proposal_id: string
  readonly voter: string
  readonly option: string
  readonly metadata: string
  readonly submit_time: string
}

export const VOTE_OPTIONS = [
  'VOTE_OPTION_UNSPECIFIED',
  'VOTE_OPTION_YES',
  'VOTE_OPTION_ABSTAIN',
  'VOTE_OPTION_NO',
  'VOTE_OPTION_NO_WITH_VETO',
] as const

export const EMPTY_TALLY: TallyResult = {
  yes_count: '0',
  abstain_count: '0',
  no_count: '0',
  no_with_veto_count: '0',
}

/** Go's RFC 3339 form: no fractional part when it is zero. */
export function rfc3339(time: Date): string {
  return time.toISOString().replace('.000Z', 'Z')
}

/**
 * The group-policy account address of SDK 0.47: `address.Module("group", [0x21], seq)`, i.e. the
 * module address for key 0x21, then derived once more with the 8-byte sequence.
 */
export function groupPolicyAddress(sequence: bigint): string {
  const base = fromBech32(derivedModuleAddress('group', new Uint8Array([0x21])), 90).data
  const typeHash = sha256(base)
  const key = bigEndian8(sequence)
  const input = new Uint8Array(typeHash.length + key.length)
  input.set(typeHash, 0)
  input.set(key, typeHash.length)
  return toBech32(ADDRESS_PREFIX, sha256(input))
}

/** Adds decimal weights exactly enough for the small decimals members use. */
export function addWeights(weights: readonly string[]): string {
  return formatDecShort(weights.reduce((total, weight) => total + parseDec(weight), 0n))
}

export class GroupKeeper {
  readonly groups: Records<GroupInfo>
  /** A group's members by address. */
  readonly members: RecordsByParent<GroupMember>
  /** Group policies by account address. */
  readonly policies: Records<GroupPolicyInfo>
  readonly proposals: Records<Proposal>
  /** A proposal's votes by voter. */
  readonly votes: RecordsByParent<Vote>
  readonly #counters: Table<string>

  constructor(store: Store) {
    this.groups = new Records(store.table('group/groups'), group => group.id, byNumericId)
    this.members = new RecordsByParent(
      store.table('group/members'),
      member => member.group_id,
      member => member.member.address,
    )
    this.policies = new Records(store.table('group/policies'), policy => policy.address)
    this.proposals = new Records(
      store.table('group/proposals'),
      proposal => proposal.id,
      byNumericId,
    )
    this.votes = new RecordsByParent(
      store.table('group/votes'),
      vote => vote.proposal_id,
      vote => vote.voter,
    )
    this.#counters = store.table('group/counters')
  }

  /** Sequences start at 1 like the SDK's ORM. */
  nextSequence(name: string): bigint {
    const next = BigInt(this.#counters.get(name) ?? '0') + 1n
    this.#counters.set(name, next.toString())
    return next
  }

  groupsOfMember(address: string): GroupInfo[] {
    return this.groups.all().filter(group => this.members.get(group.id, address) !== undefined)
  }

  /** A group without a policy (`MsgCreateGroup`): it takes a group number but no policy number. */
  createGroup(options: {
    admin: string
    members: readonly { address: string; weight: string; metadata: string }[]
    metadata: string
    time: Date
  }): GroupInfo {
    const created = rfc3339(options.time)
    const group: GroupInfo = {
      id: this.nextSequence('group').toString(),
      admin: options.admin,
      metadata: options.metadata,
      version: '1',
      total_weight: addWeights(options.members.map(member => member.weight)),
      created_at: created,
    }
    this.groups.save(group)
    for (const member of options.members) {
      this.members.save({ group_id: group.id, member: { ...member, added_at: created } })
    }
    return group
  }

  /** A group whose admin is its own new policy ("policy as admin"), as Gitopia DAOs use. */
  createGroupWithPolicy(options: {
    members: readonly { address: string; weight: string; metadata: string }[]
    metadata: string
    percentage: string
    votingPeriodSeconds: bigint
    time: Date
  }): { group: GroupInfo; policy: GroupPolicyInfo } {
    const created = rfc3339(options.time)
    const address = groupPolicyAddress(this.nextSequence('policy'))
    const group = this.createGroup({ ...options, admin: address })
    const groupId = group.id
    const policy: GroupPolicyInfo = {
      address,
      group_id: groupId,
      admin: address,
      metadata: options.metadata,
      version: '1',
      decision_policy: {
        '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
        percentage: normalizeDec(options.percentage),
        windows: { voting_period: `${options.votingPeriodSeconds}s`, min_execution_period: '0s' },
      },
      created_at: created,
    }
    this.policies.save(policy)
    return { group, policy }
  }

  /** Weighted tally of the current members' votes. */
  tally(proposal: Proposal, groupId: string): TallyResult {
    const sums: Record<string, string[]> = { yes: [], abstain: [], no: [], veto: [] }
    for (const vote of this.votes.of(proposal.id)) {
      const member = this.members.get(groupId, vote.voter)
      if (!member) continue
      const bucket =
        vote.option === 'VOTE_OPTION_YES'
          ? 'yes'
          : vote.option === 'VOTE_OPTION_ABSTAIN'
            ? 'abstain'
            : vote.option === 'VOTE_OPTION_NO'
              ? 'no'
              : 'veto'
      sums[bucket]?.push(member.member.weight)
    }
    return {
      yes_count: addWeights(sums.yes ?? []),
      abstain_count: addWeights(sums.abstain ?? []),
      no_count: addWeights(sums.no ?? []),
      no_with_veto_count: addWeights(sums.veto ?? []),
    }
  }
}
