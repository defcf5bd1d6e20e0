/**
 * The proposal Msgs every kind of storage proposal has: an active provider proposes a change to a
 * user's repository, and the user approves or rejects it before it expires.
 */
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type MsgContext } from '../../chain/module.ts'
import {
  invalid,
  requireActive,
  requireRepository,
  STORAGE_TYPE_PREFIX,
  typedEvent,
  type StorageDeps,
  type StorageMsg,
} from './msg-kit.ts'
import { PROPOSAL_TTL_SECONDS, rfc3339, type ProposalKind, type StorageProposal } from './types.ts'

type ProposalOf<K extends ProposalKind> = Extract<StorageProposal, { kind: K }>
type CommonFields = 'kind' | 'id' | 'provider' | 'repository_id' | 'user' | 'status'
type OwnFields<K extends ProposalKind> = Omit<
  ProposalOf<K>,
  CommonFields | 'proposed_at' | 'expires_at'
>
type ProposeMsg = { creator: string; user: string; repositoryId: number }
type DecideMsg = { creator: string; proposalId: number }
/** The generated `Msg…Response` of the propose Msgs. */
type ProposalResponse = { encode(message: { proposalId: number }): { finish(): Uint8Array } }

/** Refuses a second pending proposal of `kind` for the repository. */
export function requireNoPending(
  deps: StorageDeps,
  kind: ProposalKind,
  repositoryId: string,
): void {
  if (deps.storage.proposalsOf(kind).some(p => p.repository_id === repositoryId))
    throw invalid('there is already a pending proposal for this repository')
}

/**
 * `MsgPropose…`: `own` checks the Msg against the chain and gives the fields proposals of `kind`
 * carry besides the common ones; the response (`responseName`) carries the new id.
 */
export function proposeMsg<K extends ProposalKind, M extends ProposeMsg>(
  kind: K,
  responseName: string,
  response: ProposalResponse,
  own: (deps: StorageDeps, msg: M, repositoryId: string) => OwnFields<K>,
): StorageMsg<M> {
  return {
    execute: (deps, ctx, msg) => {
      requireActive(deps, msg.creator)
      requireAddress(msg.user, 'user')
      requireRepository(deps, msg.repositoryId)
      const repositoryId = String(msg.repositoryId)
      const fields = own(deps, msg, repositoryId)
      const id = deps.storage.nextId(`${kind}-proposal`)
      const proposal = {
        kind,
        id,
        provider: msg.creator,
        repository_id: repositoryId,
        user: msg.user,
        status: 'PROPOSAL_STATUS_PENDING' as const,
        proposed_at: rfc3339(ctx.blockTime),
        expires_at: rfc3339(new Date(ctx.blockTime.getTime() + PROPOSAL_TTL_SECONDS * 1000)),
        ...fields,
      } as StorageProposal
      deps.storage.saveProposal(proposal)
      typedEvent(ctx, 'EventProposalCreated', {
        proposal_id: id,
        kind,
        repository_id: repositoryId,
        user: msg.user,
        provider: msg.creator,
      })
      return respond(`${STORAGE_TYPE_PREFIX}${responseName}`, response, { proposalId: Number(id) })
    },
  }
}

/** A pending, unexpired proposal of `kind` that `msg.creator` may approve or reject. */
function pendingFor<K extends ProposalKind>(
  deps: StorageDeps,
  kind: K,
  msg: DecideMsg,
  ctx: MsgContext,
): ProposalOf<K> {
  const proposal = deps.storage.proposal(kind, String(msg.proposalId))
  if (!proposal)
    throw ChainError.wrap(SdkErrors.keyNotFound, `proposal not found: ${msg.proposalId}`)
  if (proposal.user !== msg.creator)
    throw ChainError.wrap(
      SdkErrors.unauthorized,
      'only the user who initiated the proposal can approve it',
    )
  if (proposal.status !== 'PROPOSAL_STATUS_PENDING')
    throw invalid(`proposal is not pending (status: ${proposal.status})`)
  if (new Date(proposal.expires_at) < ctx.blockTime) throw invalid('proposal has expired')
  return proposal
}

/** `MsgApprove…`: the user accepts a pending proposal of an active provider; `apply` does it. */
export function approveMsg<K extends ProposalKind>(
  kind: K,
  apply: (deps: StorageDeps, ctx: MsgContext, proposal: ProposalOf<K>) => void,
): StorageMsg<DecideMsg> {
  return {
    execute: (deps, ctx, msg) => {
      const proposal = pendingFor(deps, kind, msg, ctx)
      requireActive(deps, proposal.provider)
      apply(deps, ctx, proposal)
      deps.storage.deleteProposal(proposal)
      return undefined
    },
  }
}

/** `MsgReject…`: the user turns down a pending proposal of `kind`. */
export function rejectMsg(kind: ProposalKind): StorageMsg<DecideMsg & { reason?: string }> {
  return {
    execute: (deps, ctx, msg) => {
      const proposal = pendingFor(deps, kind, msg, ctx)
      deps.storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventProposalRejected', {
        proposal_id: proposal.id,
        reason: msg.reason ?? '',
      })
      return undefined
    },
  }
}
