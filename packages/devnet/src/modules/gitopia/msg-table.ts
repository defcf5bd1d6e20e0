import {
  tableHandlers,
  type KeeperMsg,
  type MsgHandler,
  type MsgTable,
} from '../../chain/module.ts'
import { handler } from './common.ts'
import type { GitopiaContext } from './context.ts'

/**
 * One gitopia Msg: the function that executes it on the platform (`K`: the keepers it needs,
 * the whole platform unless said), and its stateless checks.
 */
export interface GitopiaMsg<M, K = GitopiaContext> extends KeeperMsg<M, K> {
  /** ValidateBasic beyond the signer's address. */
  readonly validate?: (msg: M) => void
  /** The signer when it is not `creator`. */
  readonly signer?: (msg: M) => string
}

/** An entity's Msgs by name (`MsgSetBranch`): what its `msgs.ts` exports to the module. */
export type GitopiaMsgTable<K = GitopiaContext> = MsgTable<GitopiaMsg<never, K>>

/** The Msgs of some tables as the chain's handlers, over one platform. */
export function gitopiaHandlers<K>(
  g: K,
  ...tables: readonly GitopiaMsgTable<K>[]
): MsgHandler<never>[] {
  return tableHandlers(g, tables, (name, msg, execute) => handler<never>(name, { ...msg, execute }))
}

/** The signer of the `…Dao…` Msgs a DAO's group policy sends. */
export const byAdmin = (msg: { admin: string }): string => msg.admin
