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

/** One storage Msg: the function that runs it over the module's keepers `K`; `creator` signs. */
export interface StorageMsg<M, K = StorageDeps> {
  readonly execute: (deps: K, ctx: MsgContext, msg: M) => MsgResponse | undefined
}

/** A group of storage Msgs by name (`MsgRegisterProvider`). */
export type StorageMsgTable<K = StorageDeps> = Readonly<Record<string, StorageMsg<never, K>>>

/** The Msgs of some tables as the chain's handlers, over the same keepers. */
export function storageHandlers<K>(
  deps: K,
  ...tables: readonly StorageMsgTable<K>[]
): MsgHandler<never>[] {
  return tables.flatMap(table =>
    Object.entries(table).map(([name, msg]) => {
      const built: MsgHandler<{ creator: string }> = {
        typeUrl: `${STORAGE_TYPE_PREFIX}${name}`,
        module: 'storage',
        signers: value => [value.creator],
        validateBasic: value => requireAddress(value.creator, 'creator'),
        execute: (value, ctx) => msg.execute(deps, ctx, value as never),
      }
      return built
    }),
  )
}

export function typedEvent(ctx: MsgContext, name: string, fields: Record<string, unknown>): void {
  ctx.events.emitTyped(`gitopia.gitopia.storage.${name}`, fields)
}

export function requireActive(deps: StorageDeps, address: string): void {
  if (!deps.storage.isActive(address)) throw invalid('provider is not active')
}

export function requireRepository(deps: StorageDeps, id: number | string): void {
  if (!deps.repositoryExists(String(id))) throw invalid(`repository not found: ${id}`)
}

/** The fields of a new proposal by an active provider for a user's repository. */
export function propose(
  deps: StorageDeps,
  ctx: MsgContext,
  base: { creator: string; user: string; repositoryId: number },
) {
  requireActive(deps, base.creator)
  requireAddress(base.user, 'user')
  requireRepository(deps, base.repositoryId)
  return {
    provider: base.creator,
    repository_id: String(base.repositoryId),
    user: base.user,
    status: 'PROPOSAL_STATUS_PENDING' as const,
    proposed_at: rfc3339(ctx.blockTime),
    expires_at: rfc3339(new Date(ctx.blockTime.getTime() + PROPOSAL_TTL_SECONDS * 1000)),
  }
}

/** A pending, unexpired proposal of `kind` that `creator` may approve or reject. */
export function pendingFor<K extends ProposalKind>(
  deps: StorageDeps,
  kind: K,
  msg: { creator: string; proposalId: number },
  ctx: MsgContext,
) {
  const proposal = deps.storage.proposal(kind, String(msg.proposalId))
  if (!proposal)
    throw ChainError.wrap(SdkErrors.keyNotFound, `proposal not found: ${msg.proposalId}`)
  if (proposal.user !== msg.creator)
    throw unauthorized('only the user who initiated the proposal can approve it')
  if (proposal.status !== 'PROPOSAL_STATUS_PENDING')
    throw invalid(`proposal is not pending (status: ${proposal.status})`)
  if (new Date(proposal.expires_at) < ctx.blockTime) throw invalid('proposal has expired')
  return proposal
}

/** `MsgReject…`: the user turns down a pending proposal of `kind`. */
export function rejectProposal(
  kind: ProposalKind,
): StorageMsg<{ creator: string; proposalId: number; reason?: string }> {
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

export function saveProposal(deps: StorageDeps, proposal: StorageProposal, ctx: MsgContext): void {
  deps.storage.saveProposal(proposal)
  typedEvent(ctx, 'EventProposalCreated', {
    proposal_id: proposal.id,
    kind: proposal.kind,
    repository_id: proposal.repository_id,
    user: proposal.user,
    provider: proposal.provider,
  })
}

/** Deletes expired pending proposals (the module's block hook). */
export function expireProposals(storage: StorageKeeper, blockTime: Date): void {
  for (const proposal of storage.proposals.values()) {
    if (new Date(proposal.expires_at) < blockTime) storage.deleteProposal(proposal)
  }
}
