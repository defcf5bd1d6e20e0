import type { Registry } from '@cosmjs/proto-signing'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { GasMeter, OutOfGasError } from '../state/gas.ts'
import type { Store } from '../state/store.ts'
import { textParam } from '../http/params.ts'
import { formatCoins, type Coin } from './coins.ts'
import { ChainError, SdkErrors, UnregisteredError } from './errors.ts'
import { EventCollector, stringifyEvents, type ChainEvent } from './events.ts'
import type {
  AnteHandler,
  BlockContext,
  ChainModule,
  ExecMode,
  MsgHandler,
  MsgResponse,
} from './module.ts'
import { decodeTx, type DecodedTx } from './tx.ts'
import type { ChainConfig } from './chain-config.ts'

export interface TxResult {
  readonly code: number
  readonly codespace: string
  readonly log: string
  readonly gasWanted: bigint
  readonly gasUsed: bigint
  readonly events: readonly ChainEvent[]
  /** Protobuf TxMsgData, present on success. */
  readonly data: Uint8Array
}

export type { BlockContext } from './module.ts'

const MAX_MEMO = 256
/** CometBFT's default max tx bytes. */
const MAX_TX_BYTES = 1024 * 1024
const MAX_UINT64 = 18446744073709551615n

export interface ChainAppOptions {
  readonly config: ChainConfig
  readonly store: Store
  readonly registry: Registry
  /** Fees, sequences and signatures (x/auth's, `modules/auth/ante.ts`). */
  readonly ante: AnteHandler
  readonly modules: readonly ChainModule[]
}

/**
 * The state machine: the SDK's ante handler (decode, signatures, sequences, fees, fee grants),
 * the Msg router with atomic execution, and simulate. Deterministic, so replaying the block log
 * rebuilds the same state.
 */
export class ChainApp {
  readonly #handlers = new Map<string, MsgHandler>()

  constructor(private readonly options: ChainAppOptions) {
    for (const module of options.modules) {
      for (const handler of module.handlers ?? []) {
        this.#handlers.set(handler.typeUrl, handler)
      }
    }
  }

  get config(): ChainConfig {
    return this.options.config
  }

  get modules(): readonly ChainModule[] {
    return this.options.modules
  }

  /** CheckTx: decode, ValidateBasic and the ante checks, without touching committed state. */
  checkTx(bytes: Uint8Array, block: BlockContext): TxResult {
    return this.#run(bytes, 'check', block)
  }

  deliverTx(bytes: Uint8Array, block: BlockContext): TxResult {
    return this.#run(bytes, 'deliver', block)
  }

  /** Simulate: full execution rolled back; failures are thrown with the gRPC-style log. */
  simulate(bytes: Uint8Array, block: BlockContext): { gasUsed: bigint; result: TxResult } {
    const result = this.#run(bytes, 'simulate', block)
    if (result.code !== 0) {
      throw new ChainError(
        SdkErrors.unknownRequest,
        `rpc error: code = Unknown desc = ${result.log} With gas wanted: '${MAX_UINT64}' and gas used: '${result.gasUsed}' : unknown request`,
      )
    }
    return { gasUsed: result.gasUsed, result }
  }

  /** The sequence the next tx of `address` must carry, counting txs waiting in the mempool. */
  /** The minimum gas price a tx must pay to enter the mempool now. */
  minGasPrice(): number {
    return this.options.ante.minGasPrice()
  }

  expectedSequence(address: string): bigint {
    return this.options.ante.expectedSequence(address)
  }

  /** Forget mempool sequence reservations (after a block is committed). */
  resetCheckState(): void {
    this.options.ante.resetCheckState()
  }

  endBlock(block: BlockContext): void {
    for (const module of this.options.modules) {
      if (!module.endBlock) continue
      this.options.store.transact(new GasMeter(null), () =>
        module.endBlock?.({ blockTime: block.time, height: block.height }),
      )
    }
  }

  #run(bytes: Uint8Array, mode: ExecMode, block: BlockContext): TxResult {
    let tx: DecodedTx
    try {
      if (bytes.length > MAX_TX_BYTES) {
        throw ChainError.wrap(
          SdkErrors.txTooLarge,
          `tx size ${bytes.length} exceeds ${MAX_TX_BYTES} bytes`,
        )
      }
      tx = decodeTx(bytes, this.options.registry)
    } catch (error) {
      return failure(error, 0n, 0n, [])
    }
    const gasLimit = mode === 'simulate' ? null : (tx.authInfo.fee?.gasLimit ?? 0n)
    const meter = new GasMeter(gasLimit)
    const anteEvents = new EventCollector()
    const msgEvents: ChainEvent[][] = []
    const responses: MsgResponse[] = []
    let msgError: unknown
    try {
      this.options.store.transact(
        meter,
        () => {
          const signers = this.#validateBasic(tx)
          this.options.ante.run(tx, signers, { mode, meter, events: anteEvents, block })
          if (mode === 'check') return
          try {
            this.options.store.savepoint(() =>
              this.#runMsgs(tx, signers, block, msgEvents, responses),
            )
          } catch (error) {
            msgError = error
            msgEvents.length = 0
          }
        },
        mode === 'deliver',
      )
    } catch (error) {
      return failure(error, gasLimit ?? 0n, meter.used, [])
    }
    if (msgError !== undefined) {
      return failure(msgError, gasLimit ?? 0n, meter.used, anteEvents.events)
    }
    const log =
      mode === 'check'
        ? '[]'
        : JSON.stringify(
            msgEvents.map((events, index) => ({
              msg_index: index,
              events: stringifyEvents(events),
            })),
          )
    return {
      code: 0,
      codespace: '',
      log,
      gasWanted: gasLimit ?? 0n,
      gasUsed: meter.used,
      events: [...anteEvents.events, ...msgEvents.flat()],
      data:
        mode === 'check'
          ? new Uint8Array()
          : TxMsgData.encode({
              data: [],
              msgResponses: responses.map(r => ({ typeUrl: r.typeUrl, value: r.value })),
            }).finish(),
    }
  }

  /** Stateless checks and the ordered, de-duplicated signer list. */
  #validateBasic(tx: DecodedTx): string[] {
    if (tx.msgs.length === 0)
      throw ChainError.wrap(SdkErrors.invalidRequest, 'must contain at least one message')
    if (tx.body.memo.length > MAX_MEMO) {
      throw ChainError.wrap(
        SdkErrors.memoTooLarge,
        `maximum number of characters is ${MAX_MEMO} but received ${tx.body.memo.length} characters`,
      )
    }
    const fee = tx.authInfo.fee
    if (!fee) throw ChainError.wrap(SdkErrors.invalidRequest, 'missing fee')
    checkFeeCoins(fee.amount)
    const signers: string[] = []
    for (const msg of tx.msgs) {
      const handler = this.#handlers.get(msg.typeUrl)
      if (!handler)
        throw ChainError.wrap(
          SdkErrors.unknownRequest,
          `no message handler found for "${msg.typeUrl}"`,
        )
      handler.validateBasic?.(msg.value)
      const msgSigners = handler.signers
        ? handler.signers(msg.value)
        : [textParam(msg.value.creator)]
      for (const signer of msgSigners) if (!signers.includes(signer)) signers.push(signer)
    }
    if (tx.raw.signatures.length === 0) throw ChainError.wrap(SdkErrors.noSignatures)
    if (
      tx.raw.signatures.length !== signers.length ||
      tx.authInfo.signerInfos.length !== signers.length
    ) {
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `wrong number of signers; expected ${signers.length}, got ${tx.raw.signatures.length}`,
      )
    }
    return signers
  }

  #runMsgs(
    tx: DecodedTx,
    signers: readonly string[],
    block: BlockContext,
    msgEvents: ChainEvent[][],
    responses: MsgResponse[],
  ): void {
    tx.msgs.forEach((msg, msgIndex) => {
      const handler = this.#handlers.get(msg.typeUrl) as MsgHandler
      const events = new EventCollector()
      const sender = handler.signers
        ? (handler.signers(msg.value)[0] ?? '')
        : textParam(msg.value.creator ?? signers[0])
      events.emit('message', { action: msg.typeUrl, sender, module: handler.module })
      msgEvents.push(events.events)
      let response: MsgResponse | undefined
      try {
        response = handler.execute(msg.value, {
          store: this.options.store,
          events,
          blockTime: block.time,
          height: block.height,
          chainId: this.options.config.chainId,
          msgIndex,
        })
      } catch (error) {
        if (error instanceof ChainError) {
          throw error.prefixed(`failed to execute message; message index: ${msgIndex}`)
        }
        throw error
      }
      if (response) responses.push(response)
    })
  }
}

function checkFeeCoins(coins: readonly Coin[]): void {
  for (const coin of coins) {
    if (!/^\d+$/.test(coin.amount))
      throw ChainError.wrap(SdkErrors.invalidCoins, formatCoins(coins))
  }
}

function failure(
  error: unknown,
  gasWanted: bigint,
  gasUsed: bigint,
  events: readonly ChainEvent[],
): TxResult {
  if (error instanceof OutOfGasError) {
    return {
      code: SdkErrors.outOfGas.code,
      codespace: 'sdk',
      log: `${error.message}: out of gas`,
      gasWanted,
      gasUsed,
      events,
      data: new Uint8Array(),
    }
  }
  if (error instanceof ChainError) {
    return {
      code: error.kind.code,
      codespace: error.kind.codespace,
      log: error.log,
      gasWanted,
      gasUsed,
      events,
      data: new Uint8Array(),
    }
  }
  console.error('devnet: unexpected error while executing a tx', error)
  const message = error instanceof Error ? error.message : String(error)
  return {
    code: UnregisteredError.code,
    codespace: UnregisteredError.codespace,
    log: message,
    gasWanted,
    gasUsed,
    events,
    data: new Uint8Array(),
  }
}
