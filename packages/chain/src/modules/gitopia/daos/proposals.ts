import type { Dao } from './queries.ts'
import type { Repository } from '../repositories/queries.ts'

/**
 * DAO-owned repositories may require a group vote for some actions (`DaoConfig`,
 * docs/protocol.md#daos-releases-and-bounties): then the client sends `cosmos.group.v1.MsgSubmitProposal` wrapping the `…Dao…` Msg
 * (signed by the DAO's group policy once the proposal passes) instead of the direct Msg.
 */
export type ProposalRule = keyof Dao['requiresProposal']

export const PROPOSAL_RULE_LABEL: Record<ProposalRule, string> = {
  collaborators: 'changing collaborators',
  releases: 'creating releases',
  repositoryDeletion: 'deleting repositories',
  pullRequestMerge: 'merging pull requests',
}

export type ActionRoute =
  | { readonly kind: 'direct' }
  | { readonly kind: 'proposal'; readonly dao: Pick<Dao, 'name' | 'address' | 'groupId'> }

/**
 * Whether an action on this repository is a plain transaction or a DAO proposal. Only a DAO owner
 * whose config sets the rule turns it into a proposal; user-owned repositories never do.
 */
export function actionRoute(
  repository: Pick<Repository, 'ownerType' | 'ownerAddress'>,
  dao: Pick<Dao, 'name' | 'address' | 'groupId' | 'requiresProposal'> | null | undefined,
  rule: ProposalRule,
): ActionRoute {
  if (repository.ownerType !== 'DAO' || !dao || dao.address !== repository.ownerAddress) {
    return { kind: 'direct' }
  }
  return dao.requiresProposal[rule]
    ? { kind: 'proposal', dao: { name: dao.name, address: dao.address, groupId: dao.groupId } }
    : { kind: 'direct' }
}

export const MSG_SUBMIT_GROUP_PROPOSAL = '/cosmos.group.v1.MsgSubmitProposal'
/** `cosmos.group.v1.Exec.EXEC_TRY`: execute at once if the proposer's vote already passes it. */
const EXEC_TRY = 1

export interface GroupProposalFields {
  /** The DAO's group policy address (the `admin` of the wrapped Msgs). */
  readonly policyAddress: string
  readonly proposer: string
  readonly title: string
  readonly summary: string
  /** Msgs to execute when it passes; the signing chunk packs them into `Any`s. */
  readonly messages: readonly { readonly typeUrl: string; readonly value: unknown }[]
}

export function groupProposalMsg(fields: GroupProposalFields) {
  return {
    typeUrl: MSG_SUBMIT_GROUP_PROPOSAL,
    value: {
      groupPolicyAddress: fields.policyAddress,
      proposers: [fields.proposer],
      metadata: '',
      messages: fields.messages,
      exec: EXEC_TRY,
      title: fields.title,
      summary: fields.summary,
    },
  }
}

interface TxEvent {
  readonly type: string
  readonly attributes: readonly { readonly key: string; readonly value: string }[]
}

/** Typed events JSON-encode their values (`"\"5\""`, docs/protocol.md#events). */
function typedValue(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'string' || typeof parsed === 'number' ? String(parsed) : value
  } catch {
    return value
  }
}

export interface SubmittedProposal {
  readonly id: string
  /** True when EXEC_TRY already executed it successfully (the DAO's vote was enough). */
  readonly executed: boolean
}

/** The group proposal a successful submit tx created, from its events. */
export function submittedProposal(events: readonly TxEvent[]): SubmittedProposal | null {
  const attribute = (event: TxEvent | undefined, key: string) => {
    const found = event?.attributes.find(a => a.key === key)
    return found ? typedValue(found.value) : null
  }
  const submit = events.find(e => e.type === 'cosmos.group.v1.EventSubmitProposal')
  const id = attribute(submit, 'proposal_id')
  if (id === null) return null
  const exec = events.find(
    e => e.type === 'cosmos.group.v1.EventExec' && attribute(e, 'proposal_id') === id,
  )
  return { id, executed: attribute(exec, 'result') === 'PROPOSAL_EXECUTOR_RESULT_SUCCESS' }
}
