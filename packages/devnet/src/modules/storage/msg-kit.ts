import { moduleAddress, requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { MsgContext, MsgHandler, MsgResponse } from '../../chain/module.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { StorageKeeper } from './keeper.ts'
import { PROPOSAL_TTL_SECONDS, rfc3339, type ProposalKind, type StorageProposal } from './types.ts'

export const STORAGE_TYPE_PREFIX = '/gitopia.gitopia.storage.'
export const STORAGE_MODULE_ACCOUNT = moduleAddress('storage')

/** What the storage module needs from the rest of the chain. */
export interface StorageDeps {
  readonly storage: StorageKeeper
  readonly bank: BankKeeper
  readonly repositoryExists: (id: string) => boolean
  /** Deletes a repository and everything on chain that belongs to it. */
  readonly deleteRepository: (id: string, ctx: MsgContext) => void
}

export const invalid = (message: string) => ChainError.wrap(SdkErrors.invalidRequest, message)
const unauthorized = (message: string) => ChainError.wrap(SdkErrors.unauthorized, message)

export function storageHandler<M extends { creator: string }>(
  name: string,
  execute: (msg: M, ctx: MsgContext) => MsgResponse | undefined,
): MsgHandler<never> {
  const built: MsgHandler<M> = {
    typeUrl: `${STORAGE_TYPE_PREFIX}${name}`,
    module: 'storage',
    signers: msg => [msg.creator],
    validateBasic: msg => requireAddress(msg.creator, 'creator'),
    execute,
  }
  return built
}

export function typedEvent(ctx: MsgContext, name: string, fields: Record<string, unknown>): void {
  ctx.events.emitTyped(`gitopia.gitopia.storage.${name}`, fields)
}

/** The checks and steps the Msgs of the storage module share (providers, proposals). */
export function storageMsgKit(deps: StorageDeps) {
  const { storage } = deps

  const requireActive = (address: string) => {
    if (!storage.isActive(address)) throw invalid('provider is not active')
  }
  const requireRepository = (id: number | string) => {
    if (!deps.repositoryExists(String(id))) throw invalid(`repository not found: ${id}`)
  }

  const propose = (
    ctx: MsgContext,
    base: { creator: string; user: string; repositoryId: number },
  ) => {
    requireActive(base.creator)
    requireAddress(base.user, 'user')
    requireRepository(base.repositoryId)
    return {
      provider: base.creator,
      repository_id: String(base.repositoryId),
      user: base.user,
      status: 'PROPOSAL_STATUS_PENDING' as const,
      proposed_at: rfc3339(ctx.blockTime),
      expires_at: rfc3339(new Date(ctx.blockTime.getTime() + PROPOSAL_TTL_SECONDS * 1000)),
    }
  }

  const pendingFor = <K extends ProposalKind>(
    kind: K,
    creator: string,
    proposalId: number,
    ctx: MsgContext,
  ) => {
    const proposal = storage.proposal(kind, String(proposalId))
    if (!proposal) throw ChainError.wrap(SdkErrors.keyNotFound, `proposal not found: ${proposalId}`)
    if (proposal.user !== creator)
      throw unauthorized('only the user who initiated the proposal can approve it')
    if (proposal.status !== 'PROPOSAL_STATUS_PENDING')
      throw invalid(`proposal is not pending (status: ${proposal.status})`)
    if (new Date(proposal.expires_at) < ctx.blockTime) throw invalid('proposal has expired')
    return proposal
  }

  const reject = (kind: ProposalKind, name: string) =>
    storageHandler<{ creator: string; proposalId: number; reason?: string }>(name, (msg, ctx) => {
      const proposal = pendingFor(kind, msg.creator, msg.proposalId, ctx)
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventProposalRejected', {
        proposal_id: proposal.id,
        reason: msg.reason ?? '',
      })
      return undefined
    })

  const saveProposal = (proposal: StorageProposal, ctx: MsgContext) => {
    storage.saveProposal(proposal)
    typedEvent(ctx, 'EventProposalCreated', {
      proposal_id: proposal.id,
      kind: proposal.kind,
      repository_id: proposal.repository_id,
      user: proposal.user,
      provider: proposal.provider,
    })
  }

  return { requireActive, requireRepository, propose, pendingFor, reject, saveProposal }
}

export type StorageMsgKit = ReturnType<typeof storageMsgKit>

/** Deletes expired pending proposals (the module's block hook). */
export function expireProposals(storage: StorageKeeper, blockTime: Date): void {
  for (const proposal of storage.proposals.values()) {
    if (new Date(proposal.expires_at) < blockTime) storage.deleteProposal(proposal)
  }
}
