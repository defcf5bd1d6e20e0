import type { MsgContext, MsgHandler, MsgResponse } from '../../chain/module.ts'
import { handler } from './common.ts'
import type { GitopiaContext } from './context.ts'

/**
 * One gitopia Msg: the function that executes it on the platform (`K`: the keepers it needs,
 * the whole platform unless said), and its stateless checks.
 */
export interface GitopiaMsg<M, K = GitopiaContext> {
  readonly execute: (g: K, ctx: MsgContext, msg: M) => MsgResponse | undefined
  /** ValidateBasic beyond the signer's address. */
  readonly validate?: (msg: M) => void
  /** The signer when it is not `creator`. */
  readonly signer?: (msg: M) => string
}

/** An entity's Msgs by name (`MsgSetBranch`): what its `msgs.ts` exports to the module. */
export type GitopiaMsgTable<K = GitopiaContext> = Readonly<Record<string, GitopiaMsg<never, K>>>

/** The Msgs of some tables as the chain's handlers, over one platform. */
export function gitopiaHandlers<K>(
  g: K,
  ...tables: readonly GitopiaMsgTable<K>[]
): MsgHandler<never>[] {
  return tables.flatMap(table =>
    Object.entries(table).map(([name, msg]) =>
      handler<never>(name, {
        ...msg,
        execute: (value, ctx) => msg.execute(g, ctx, value),
      }),
    ),
  )
}

/** The signer of the `…Dao…` Msgs a DAO's group policy sends. */
export const byAdmin = (msg: { admin: string }): string => msg.admin
