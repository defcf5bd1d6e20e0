import type { OfflineAminoSigner, StdFee } from '@cosmjs/amino'
import type { EncodeObject, OfflineSigner, Registry } from '@cosmjs/proto-signing'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { AminoCodec } from '../codec/amino-types.ts'
import { keepSignedMsgs } from '../modules/storage/aminomessages.ts'
import { checkAminoSignable } from './amino-check.ts'
import { DEFAULT_GAS_PRICE } from '../constants.ts'
import { feeForGas, gasLimitFromSimulation, type GasPrice } from '../fees.ts'
import { broadcastAndWait, type TxEvent } from './broadcast.ts'
import { chainIdOf, cometCall, type CometCall } from './comet.ts'
import type { FeeGrantOption } from '../modules/feegrant/queries.ts'
import { errorFromSimulation, isFeeGrantFailure, TxFailedError, TxPendingError } from './errors.ts'
import { accountSequence, simulateTx } from './queries.ts'
import { signTx, simulationTxBytes } from './sign.ts'

const signsAminoOnly = (signer: OfflineSigner): signer is OfflineAminoSigner =>
  !('signDirect' in signer) && 'signAmino' in signer

/** Who signs: an address and a cosmjs signer (direct, or amino-only for a Ledger). */
export interface TxSigner {
  readonly address: string
  readonly offlineSigner: OfflineSigner
}

export interface TxPipelineConfig {
  /**
   * An RPC URL, or an RPC client (the node pool's failover client: the chain runs CometBFT
   * 0.37, so it is spoken to as such).
   */
  readonly rpc: string | RpcClient
  readonly registry: Registry
  readonly aminoTypes: AminoCodec
  /** How often to look for the tx after broadcasting (default 500 ms). */
  readonly pollIntervalMs?: number
  /** The gas cap (default MAX_SIMULATED_GAS); tests lower it. */
  readonly maxGas?: number
}

export interface TxRequest {
  readonly msgs: readonly EncodeObject[]
  readonly memo?: string
  readonly gasPrice?: GasPrice
  /** Fee granter; the pipeline's caller decides from the allowance (docs/client-rules.md#roles-and-fees). */
  readonly feeGranter?: string
  /**
   * Fee grants that may pay, preferred first (`grantsCovering`): the first the chain accepts and
   * whose room covers the fee pays; when none does, the signer pays. Overrides `feeGranter`.
   */
  readonly feeGrants?: readonly FeeGrantOption[]
  /** The chain the user means to sign for: nothing is signed when the node serves another. */
  readonly chainId?: string
  /**
   * Shown what is about to be signed (Msgs, fee, payer, chain id, memo) once the fee is known;
   * signing waits for it, and a rejection stops the tx before anything is signed or sent.
   */
  readonly review?: (review: TxReview) => Promise<TxReviewAnswer | void>
}

/** What the reviewer decided besides approving: who pays (a granter, or null for the signer). */
export interface TxReviewAnswer {
  readonly feeGranter: string | null
}

/** Everything the signature covers that a person should see before approving it. */
export interface TxReview {
  readonly signer: string
  readonly msgs: readonly EncodeObject[]
  readonly fee: StdFee
  /** The chain id the node serves, which is signed into the tx. */
  readonly chainId: string
  readonly memo: string
  /** Granters that may pay instead of `fee.granter` (room covers the fee), for the reviewer to choose. */
  readonly feeGranters: readonly string[]
}

/**
 * The most gas a simulation may report before the pipeline refuses to sign: about 10× what the
 * heaviest of the app's own Msgs needs (a 64 KiB description or comment costs ~700k gas at 10
 * gas a byte). A node reporting more is wrong or hostile; the user is not asked to pay for it.
 */
export const MAX_SIMULATED_GAS = 10_000_000

/** The node answered for another chain than the one the app is configured for. */
export class ChainIdMismatchError extends Error {
  constructor(
    readonly served: string,
    readonly expected: string,
  ) {
    super(`This node serves chain ${served}, expected ${expected}`)
    this.name = 'ChainIdMismatchError'
  }
}

export class GasCapError extends Error {
  constructor(
    readonly gas: number,
    readonly cap: number,
  ) {
    super(
      `The node estimated ${gas} gas for this transaction, more than the ${cap} this app ever needs; nothing was signed`,
    )
    this.name = 'GasCapError'
  }
}

export interface TxSuccess {
  readonly hash: string
  readonly height: number
  readonly gasUsed: bigint
  readonly gasWanted: bigint
  readonly rawLog: string
  readonly msgResponses: readonly { readonly typeUrl: string; readonly value: Uint8Array }[]
  readonly events: readonly TxEvent[]
}

function grantOptions(request: TxRequest): readonly FeeGrantOption[] {
  if (request.feeGrants) return request.feeGrants
  return request.feeGranter ? [{ granter: request.feeGranter, room: null }] : []
}

function withGranter(fee: StdFee, granter: string | null | undefined): StdFee {
  return {
    amount: fee.amount,
    gas: fee.gas,
    ...(fee.payer ? { payer: fee.payer } : {}),
    ...(granter ? { granter } : {}),
  }
}

async function checkChainId(call: CometCall, expected: string | undefined) {
  const served = await chainIdOf(call)
  if (expected !== undefined && served !== expected)
    throw new ChainIdMismatchError(served, expected)
  return served
}

/**
 * The one transaction pipeline: simulate → gas × 1.8 → fee at the gas price → optional fee
 * granter → sign (direct or amino) → broadcast over RPC → wait for inclusion. Success only on
 * code 0; anything else throws TxFailedError with the raw log. One tx per address at a time.
 */
export class TxPipeline {
  readonly #pending = new Set<string>()
  readonly #call: CometCall

  constructor(private readonly config: TxPipelineConfig) {
    this.#call = cometCall(config.rpc)
  }

  /** Simulates and prices the request without signing: what the user sees before approving. */
  async estimate(signer: TxSigner, request: TxRequest): Promise<StdFee> {
    this.#checkSignMode(signer, request)
    await checkChainId(this.#call, request.chainId)
    return (await this.#priced(signer, request, grantOptions(request))).fee
  }

  async submit(signer: TxSigner, request: TxRequest): Promise<TxSuccess> {
    if (this.#pending.has(signer.address)) throw new TxPendingError()
    this.#pending.add(signer.address)
    try {
      this.#checkSignMode(signer, request)
      // The chain id is signed into the tx: a node of another chain must not get a signature.
      const chainId = await checkChainId(this.#call, request.chainId)
      let grants = grantOptions(request)
      for (;;) {
        const { fee, payable } = await this.#priced(signer, request, grants)
        const answer = await request.review?.({
          signer: signer.address,
          msgs: request.msgs,
          fee,
          chainId,
          memo: request.memo ?? '',
          feeGranters: payable.map(option => option.granter),
        })
        const signed = answer ? withGranter(fee, answer.feeGranter) : fee
        let result
        try {
          result = await this.#broadcast(signer, request, signed, chainId)
        } catch (error) {
          // A grant the chain refuses (spent, revoked, another Msg): the next one, or the signer.
          if (!signed.granter || !isFeeGrantFailure(error)) throw error
          grants = grants.filter(option => option.granter !== signed.granter)
          continue
        }
        if (result.code !== 0) {
          throw new TxFailedError(result.code, '', result.rawLog, result.hash)
        }
        const { hash, height, gasUsed, gasWanted, rawLog, msgResponses, events } = result
        return { hash, height, gasUsed, gasWanted, rawLog, msgResponses, events }
      }
    } finally {
      this.#pending.delete(signer.address)
    }
  }

  /** A Ledger (Amino JSON only) is not asked to sign what the chain would refuse. */
  #checkSignMode(signer: TxSigner, request: TxRequest): void {
    if (signsAminoOnly(signer.offlineSigner))
      checkAminoSignable(request.msgs, this.config.aminoTypes)
  }

  /**
   * The fee, paid by the first grant the chain accepts in a simulation (allowed Msgs, expiry)
   * whose room covers it, else by the signer; `payable` are the grants that may pay it.
   */
  async #priced(
    signer: TxSigner,
    request: TxRequest,
    grants: readonly FeeGrantOption[],
  ): Promise<{ fee: StdFee; payable: FeeGrantOption[] }> {
    let left = [...grants]
    for (;;) {
      const granter = left[0]?.granter
      let fee: StdFee
      try {
        fee = await this.#fee(signer, request, granter)
      } catch (error) {
        if (granter === undefined || !isFeeGrantFailure(error)) throw error
        left = left.slice(1)
        continue
      }
      const amount = BigInt(fee.amount[0]?.amount ?? '0')
      const payable = left.filter(option => option.room === null || option.room >= amount)
      if (granter === undefined || payable[0]?.granter === granter) return { fee, payable }
      left = payable
    }
  }

  async #fee(signer: TxSigner, request: TxRequest, granter: string | undefined): Promise<StdFee> {
    let gasUsed: number
    try {
      const txBytes = await simulationTxBytes(
        signer.offlineSigner,
        signer.address,
        request.msgs,
        request.memo ?? '',
        this.config.registry,
        async () => (await accountSequence(this.#call, signer.address)).sequence,
        granter,
      )
      gasUsed = Number(await simulateTx(this.#call, txBytes))
    } catch (error) {
      throw errorFromSimulation(error) ?? error
    }
    const cap = this.config.maxGas ?? MAX_SIMULATED_GAS
    if (!Number.isSafeInteger(gasUsed) || gasUsed > cap) throw new GasCapError(gasUsed, cap)
    const fee = feeForGas(gasLimitFromSimulation(gasUsed), request.gasPrice ?? DEFAULT_GAS_PRICE)
    return withGranter({ amount: fee.amount.map(coin => ({ ...coin })), gas: fee.gas }, granter)
  }

  async #broadcast(signer: TxSigner, request: TxRequest, fee: StdFee, chainId: string) {
    const offline = signsAminoOnly(signer.offlineSigner)
      ? keepSignedMsgs(signer.offlineSigner)
      : signer.offlineSigner
    const { accountNumber, sequence } = await accountSequence(this.#call, signer.address)
    const raw = await signTx(
      offline,
      signer.address,
      request.msgs,
      fee,
      request.memo ?? '',
      { accountNumber, sequence, chainId },
      this.config,
    )
    return broadcastAndWait(
      this.#call,
      TxRaw.encode(raw).finish(),
      this.config.pollIntervalMs ?? 500,
    )
  }
}
