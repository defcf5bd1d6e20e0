import { moduleAddress, requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import {
  tableHandlers,
  type KeeperMsg,
  type MsgContext,
  type MsgHandler,
  type MsgTable,
} from '../../chain/module.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { StorageKeeper } from './keeper.ts'

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

/** One storage Msg: the function that runs it over the module's keepers `K`; `creator` signs. */
export type StorageMsg<M, K = StorageDeps> = KeeperMsg<M, K>

/** A group of storage Msgs by name (`MsgRegisterProvider`). */
export type StorageMsgTable<K = StorageDeps> = MsgTable<StorageMsg<never, K>>

/** The Msgs of some tables as the chain's handlers, over the same keepers. */
export function storageHandlers<K>(
  deps: K,
  ...tables: readonly StorageMsgTable<K>[]
): MsgHandler<never>[] {
  return tableHandlers(deps, tables, (name, _msg, execute) => {
    const built: MsgHandler<{ creator: string }> = {
      typeUrl: `${STORAGE_TYPE_PREFIX}${name}`,
      module: 'storage',
      signers: value => [value.creator],
      validateBasic: value => requireAddress(value.creator, 'creator'),
      execute,
    }
    return built
  })
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

/** Deletes expired pending proposals (the module's block hook). */
export function expireProposals(storage: StorageKeeper, blockTime: Date): void {
  for (const proposal of storage.proposals.values()) {
    if (new Date(proposal.expires_at) < blockTime) storage.deleteProposal(proposal)
  }
}
