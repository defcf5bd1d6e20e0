import type { Router } from '../http/router.ts'
import type { GasMeter } from '../state/gas.ts'
import type { Store } from '../state/store.ts'
import type { EventCollector } from './events.ts'
import { requireAddress } from './addresses.ts'
import type { DecodedTx } from './tx.ts'

export interface BlockContext {
  readonly height: bigint
  readonly time: Date
}

/** CheckTx (mempool admission), simulate (rolled back) or DeliverTx. */
export type ExecMode = 'check' | 'simulate' | 'deliver'

/** What the SDK's `sdk.Context` brings an ante handler: the mode, gas meter, events and block. */
export interface AnteContext {
  readonly mode: ExecMode
  readonly meter: GasMeter
  readonly events: EventCollector
  readonly block: BlockContext
}

/**
 * What runs before a tx's Msgs: the auth module's decorators (fees, sequences, signatures). The
 * app owns decoding, ValidateBasic and the Msg router; this is all it needs from x/auth.
 */
export interface AnteHandler {
  run(tx: DecodedTx, signers: readonly string[], ctx: AnteContext): void
  /** The sequence the next tx of `address` must carry, counting txs waiting in the mempool. */
  expectedSequence(address: string): bigint
  /** Forgets mempool sequence reservations (after a block is committed). */
  resetCheckState(): void
  /** The minimum gas price CheckTx asks for now (the validator's setting). */
  minGasPrice(): number
}

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

/** The fields of `M` that hold text, such as its signer's address. */
export type TextField<M> = { [K in keyof M]: M[K] extends string ? K : never }[keyof M] & string

/** What a signed handler adds to its signer: further stateless checks and the execution. */
export interface SignedHandlerSpec<M> {
  readonly validate?: (msg: M) => void
  readonly execute: (msg: M, ctx: MsgContext) => MsgResponse | undefined
}

/**
 * The handler of Msg `typeUrl` of `module`, signed by the one address in its field `signer`, which
 * ValidateBasic checks before `validate`.
 */
export function signedHandler<M>(
  module: string,
  typeUrl: string,
  signer: TextField<M>,
  spec: SignedHandlerSpec<M>,
): MsgHandler<M> {
  const address = (msg: M) => msg[signer] as string
  return {
    typeUrl,
    module,
    signers: msg => [address(msg)],
    validateBasic: msg => {
      requireAddress(address(msg), signer)
      spec.validate?.(msg)
    },
    execute: spec.execute,
  }
}

/** A Msg of a module whose execution needs the module's keepers `K`. */
export interface KeeperMsg<M, K> {
  readonly execute: (keepers: K, ctx: MsgContext, msg: M) => MsgResponse | undefined
}

/** A module's Msgs by name (`MsgSetBranch`), as a table. */
export type MsgTable<T extends KeeperMsg<never, never>> = Readonly<Record<string, T>>

/**
 * The Msgs of some tables as the chain's handlers: `build` makes each one's handler from its name,
 * its table entry and its execution over `keepers`.
 */
export function tableHandlers<K, T extends KeeperMsg<never, K>>(
  keepers: K,
  tables: readonly MsgTable<T>[],
  build: (name: string, msg: T, execute: MsgHandler<never>['execute']) => MsgHandler<never>,
): MsgHandler<never>[] {
  return tables.flatMap(table =>
    Object.entries(table).map(([name, msg]) =>
      build(name, msg, (value, ctx) => msg.execute(keepers, ctx, value)),
    ),
  )
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
