import { makeSignDoc as makeAminoSignDoc, serializeSignDoc, type StdFee } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toBase64 } from '@cosmjs/encoding'
import { makeSignBytes, type Registry } from '@cosmjs/proto-signing'
import type { AminoTypes } from '@cosmjs/stargate'
import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { GAS_COSTS, GasMeter, OutOfGasError } from '../state/gas.ts'
import type { Store } from '../state/store.ts'
import { textParam } from '../http/params.ts'
import type { AuthKeeper, Account } from '../modules/auth/keeper.ts'
import type { BankKeeper } from '../modules/bank/keeper.ts'
import type { FeegrantKeeper } from '../modules/feegrant/keeper.ts'
import { formatCoins, normalizeCoins, type Coin } from './coins.ts'
import { ChainError, SdkErrors, UnregisteredError } from './errors.ts'
import { EventCollector, stringifyEvents, type ChainEvent } from './events.ts'
import type { ChainModule, MsgHandler, MsgResponse } from './module.ts'
import { decodeTx, type DecodedTx } from './tx.ts'
import { moduleAddress } from './addresses.ts'
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

export interface BlockContext {
  readonly height: bigint
  readonly time: Date
}

type Mode = 'check' | 'simulate' | 'deliver'

const MAX_MEMO = 256
/** CometBFT's default max tx bytes. */
const MAX_TX_BYTES = 1024 * 1024
const SECP256K1_PUBKEY_URL = '/cosmos.crypto.secp256k1.PubKey'
const MAX_UINT64 = 18446744073709551615n

export interface ChainAppOptions {
  readonly config: ChainConfig
  readonly store: Store
  readonly registry: Registry
  readonly aminoTypes: AminoTypes
  readonly auth: AuthKeeper
  readonly bank: BankKeeper
  readonly feegrant: FeegrantKeeper
  readonly modules: readonly ChainModule[]
}

/**
 * The state machine: the SDK's ante handler (decode, signatures, sequences, fees, fee grants),
 * the Msg router with atomic execution, and simulate. Deterministic, so replaying the block log
 * rebuilds the same state.
 */
export class ChainApp {
  readonly #handlers = new Map<string, MsgHandler>()
  /** Next sequence per address including txs waiting in the mempool. */
  readonly #checkSequences = new Map<string, bigint>()
  readonly #feeCollector: string

  constructor(private readonly options: ChainAppOptions) {
    this.#feeCollector = moduleAddress('fee_collector', options.config.bech32Prefix)
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
  expectedSequence(address: string): bigint {
    return (
      this.#checkSequences.get(address) ?? BigInt(this.options.auth.get(address)?.sequence ?? '0')
    )
  }

  /** Forget mempool sequence reservations (after a block is committed). */
  resetCheckState(): void {
    this.#checkSequences.clear()
  }

  endBlock(block: BlockContext): void {
    for (const module of this.options.modules) {
      if (!module.endBlock) continue
      this.options.store.transact(new GasMeter(null), () =>
        module.endBlock?.({ blockTime: block.time, height: block.height }),
      )
    }
  }

  #run(bytes: Uint8Array, mode: Mode, block: BlockContext): TxResult {
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
          this.#ante(tx, signers, mode, meter, anteEvents, block)
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

  #ante(
    tx: DecodedTx,
    signers: readonly string[],
    mode: Mode,
    meter: GasMeter,
    events: EventCollector,
    block: BlockContext,
  ): void {
    const { store, auth } = this.options
    const { chainId } = this.options.config
    if (tx.body.timeoutHeight > 0n && block.height > tx.body.timeoutHeight) {
      throw ChainError.wrap(
        SdkErrors.txTimeoutHeight,
        `block height: ${block.height}, timeout height: ${tx.body.timeoutHeight}`,
      )
    }
    // Fixed costs in place of the SDK's metered ante reads, so simulate and delivery agree.
    meter.consume(GAS_COSTS.anteFlat + GAS_COSTS.txSizePerByte * tx.raw.bodyBytes.length, 'txSize')
    meter.consume(GAS_COSTS.signatureVerify * signers.length, 'ante verify: secp256k1')

    store.unmetered(() => {
      const accounts: Account[] = signers.map(address => {
        const account = auth.get(address)
        if (!account)
          throw ChainError.wrap(SdkErrors.unknownAddress, `account ${address} does not exist`)
        return account
      })

      const fee = tx.authInfo.fee
      const feeCoins = normalizeCoins(fee?.amount ?? [])
      if (mode === 'check') this.#checkMinimumFee(feeCoins, fee?.gasLimit ?? 0n)
      if (mode !== 'simulate' || feeCoins.length > 0)
        this.#deductFee(tx, signers, feeCoins, events, block)

      accounts.forEach((account, index) => {
        const info = tx.authInfo.signerInfos[index]
        const pubKey = this.#signerPubKey(
          account,
          info?.publicKey?.typeUrl,
          info?.publicKey?.value,
          index,
        )
        const expected =
          mode === 'check'
            ? (this.#checkSequences.get(account.address) ?? BigInt(account.sequence))
            : BigInt(account.sequence)
        const got = info?.sequence ?? 0n
        if (got !== expected) {
          throw ChainError.wrap(
            SdkErrors.wrongSequence,
            `account sequence mismatch, expected ${expected}, got ${got}`,
          )
        }
        if (mode !== 'simulate') this.#verifySignature(tx, index, account, pubKey, chainId)
        if (mode === 'check') {
          this.#checkSequences.set(account.address, expected + 1n)
        } else {
          auth.set({
            ...account,
            sequence: (BigInt(account.sequence) + 1n).toString(),
            pubKey: toBase64(pubKey),
          })
        }
        events.emit('tx', { acc_seq: `${account.address}/${account.sequence}` })
        events.emit('tx', { signature: toBase64(tx.raw.signatures[index] ?? new Uint8Array()) })
      })
    })
  }

  #checkMinimumFee(fee: readonly Coin[], gasLimit: bigint): void {
    // required = ceil(gas × price), with the price as a decimal of at most 6 places
    const scale = 1_000_000n
    const { denom, minGasPrice } = this.options.config
    const price = BigInt(Math.round(minGasPrice * Number(scale)))
    const required = (gasLimit * price + scale - 1n) / scale
    const got = BigInt(fee.find(coin => coin.denom === denom)?.amount ?? '0')
    if (required > 0n && got < required) {
      throw ChainError.wrap(
        SdkErrors.insufficientFee,
        `insufficient fees; got: ${formatCoins(fee)} required: ${required}${denom}`,
      )
    }
  }

  #deductFee(
    tx: DecodedTx,
    signers: readonly string[],
    fee: readonly Coin[],
    events: EventCollector,
    block: BlockContext,
  ): void {
    const payer = tx.authInfo.fee?.payer || (signers[0] ?? '')
    const granter = tx.authInfo.fee?.granter ?? ''
    let deductFrom = payer
    if (granter !== '' && granter !== payer) {
      this.options.feegrant.useGrantedFees(
        granter,
        payer,
        fee,
        tx.msgs.map(msg => msg.typeUrl),
        block.time,
      )
      deductFrom = granter
    }
    if (fee.length > 0) {
      try {
        this.options.bank.send(deductFrom, this.#feeCollector, fee, events)
      } catch (error) {
        if (error instanceof ChainError && error.kind === SdkErrors.insufficientFunds) {
          throw ChainError.wrap(
            SdkErrors.insufficientFunds,
            `${error.log.replace(/: insufficient funds$/, '')}`,
          )
        }
        throw error
      }
    }
    events.emit('tx', { fee: formatCoins(fee), fee_payer: deductFrom })
  }

  #signerPubKey(
    account: Account,
    typeUrl: string | undefined,
    value: Uint8Array | undefined,
    index: number,
  ): Uint8Array {
    let key: Uint8Array | undefined
    if (typeUrl === SECP256K1_PUBKEY_URL && value) key = PubKey.decode(value).key
    else if (typeUrl)
      throw ChainError.wrap(SdkErrors.invalidPubKey, `unsupported key type ${typeUrl}`)
    else if (account.pubKey) key = Uint8Array.from(Buffer.from(account.pubKey, 'base64'))
    if (!key || key.length !== 33)
      throw ChainError.wrap(SdkErrors.invalidPubKey, 'pubkey on account is not set')
    const address = pubkeyToAddress(encodeSecp256k1Pubkey(key), this.options.config.bech32Prefix)
    if (address !== account.address) {
      throw ChainError.wrap(
        SdkErrors.invalidPubKey,
        `pubKey does not match signer address ${account.address} with signer index: ${index}`,
      )
    }
    return key
  }

  #verifySignature(
    tx: DecodedTx,
    index: number,
    account: Account,
    pubKey: Uint8Array,
    chainId: string,
  ): void {
    const info = tx.authInfo.signerInfos[index]
    const mode = info?.modeInfo?.single?.mode
    const signature = tx.raw.signatures[index] ?? new Uint8Array()
    let signBytes: Uint8Array
    if (mode === SignMode.SIGN_MODE_DIRECT) {
      signBytes = makeSignBytes({
        bodyBytes: tx.raw.bodyBytes,
        authInfoBytes: tx.raw.authInfoBytes,
        chainId,
        accountNumber: BigInt(account.accountNumber),
      })
    } else if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
      signBytes = this.#aminoSignBytes(tx, account, chainId)
    } else {
      throw ChainError.wrap(
        SdkErrors.notSupported,
        `signature mode ${String(mode)} is not supported`,
      )
    }
    let valid: boolean
    try {
      valid =
        signature.length === 64 &&
        Secp256k1.verifySignature(
          Secp256k1Signature.fromFixedLength(signature),
          sha256(signBytes),
          pubKey,
        )
    } catch {
      valid = false
    }
    if (!valid) {
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${chainId})`,
      )
    }
  }

  /** Rebuilds the StdSignDoc a Ledger signed, with the same Amino converters the client uses. */
  #aminoSignBytes(tx: DecodedTx, account: Account, chainId: string): Uint8Array {
    const fee = tx.authInfo.fee
    const stdFee: StdFee = {
      amount: (fee?.amount ?? []).map(coin => ({ denom: coin.denom, amount: coin.amount })),
      gas: (fee?.gasLimit ?? 0n).toString(),
      ...(fee?.granter ? { granter: fee.granter } : {}),
      ...(fee?.payer ? { payer: fee.payer } : {}),
    }
    let msgs
    try {
      msgs = tx.msgs.map(msg =>
        this.options.aminoTypes.toAmino({ typeUrl: msg.typeUrl, value: msg.value }),
      )
    } catch (error) {
      throw ChainError.wrap(
        SdkErrors.notSupported,
        error instanceof Error ? error.message : String(error),
      )
    }
    const timeout = tx.body.timeoutHeight > 0n ? tx.body.timeoutHeight : undefined
    return serializeSignDoc(
      makeAminoSignDoc(
        msgs,
        stdFee,
        chainId,
        tx.body.memo,
        account.accountNumber,
        account.sequence,
        timeout,
      ),
    )
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
