import type { Router } from '../http/router.ts'
import type { Store } from '../state/store.ts'
import type { EventCollector } from './events.ts'

/** What a Msg handler sees while it executes inside a tx. */
export interface MsgContext {
  readonly store: Store
  readonly events: EventCollector
  readonly blockTime: Date
  readonly height: bigint
  readonly chainId: string
  /** Index of this Msg in the tx, for logs. */
  readonly msgIndex: number
}

/** A Msg response, packed into `TxMsgData.msg_responses`. */
export interface MsgResponse {
  readonly typeUrl: string
  readonly value: Uint8Array
}

export interface MsgHandler<M = Record<string, unknown>> {
  readonly typeUrl: string
  /** The module name for the `message` event (`bank`, `gitopia`, ...). */
  readonly module: string
  /** Addresses that must sign; defaults to `creator`. */
  signers?(msg: M): string[]
  /** Stateless checks, run at broadcast (CheckTx) and before execution. */
  validateBasic?(msg: M): void
  execute(msg: M, ctx: MsgContext): MsgResponse | undefined
}

/** ABCI query handler: protobuf request bytes in, protobuf response bytes out. */
export type AbciQueryHandler = (data: Uint8Array) => Uint8Array

export interface ChainModule {
  readonly name: string
  readonly handlers?: readonly MsgHandler<never>[]
  readonly abciQueries?: Readonly<Record<string, AbciQueryHandler>>
  registerRoutes?(router: Router): void
  /** Runs after the block's txs, with infinite gas (expiries, timeouts). */
  endBlock?(ctx: { blockTime: Date; height: bigint }): void
}

/** Encodes a response with its generated type. */
export function respond<T>(
  typeUrl: string,
  type: { encode(message: T): { finish(): Uint8Array } },
  message: T,
): MsgResponse {
  return { typeUrl, value: type.encode(message).finish() }
}
