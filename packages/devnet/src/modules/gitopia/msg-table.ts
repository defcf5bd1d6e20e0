import type { MsgContext, MsgHandler, MsgResponse } from '../../chain/module.ts'
import { handler } from './common.ts'
import type { GitopiaContext } from './context.ts'

/** One gitopia Msg: the function that executes it on the platform, and its stateless checks. */
export interface GitopiaMsg<M> {
  readonly execute: (g: GitopiaContext, ctx: MsgContext, msg: M) => MsgResponse | undefined
  /** ValidateBasic beyond the signer's address. */
  readonly validate?: (msg: M) => void
  /** The signer when it is not `creator`. */
  readonly signer?: (msg: M) => string
}

/** An entity's Msgs by name (`MsgSetBranch`): what its `msgs.ts` exports to the module. */
export type GitopiaMsgTable = Readonly<Record<string, GitopiaMsg<never>>>

/** The Msgs of some tables as the chain's handlers, over one platform. */
export function gitopiaHandlers(
  g: GitopiaContext,
  ...tables: readonly GitopiaMsgTable[]
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
