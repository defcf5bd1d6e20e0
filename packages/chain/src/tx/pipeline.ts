import type { OfflineAminoSigner } from '@cosmjs/amino'
import type { EncodeObject, OfflineSigner, Registry } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  SigningStargateClient,
  type AminoTypes,
  type DeliverTxResponse,
  type StdFee,
} from '@cosmjs/stargate'
import { Tendermint37Client, type RpcClient } from '@cosmjs/tendermint-rpc'
import { DEFAULT_GAS_PRICE } from '../constants.ts'
import { feeForGas, gasLimitFromSimulation, type GasPrice } from '../fees.ts'
import { keepSignedMsgs } from '../codec/storage-amino.ts'
import { errorFromSimulation, TxFailedError, TxPendingError } from './errors.ts'

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
  readonly aminoTypes: AminoTypes
  /** How often to look for the tx after broadcasting (cosmjs defaults to 3 s). */
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
  /** The chain the user means to sign for: nothing is signed when the node serves another. */
  readonly chainId?: string
  /**
   * Shown what is about to be signed (Msgs, fee, payer, chain id, memo) once the fee is known;
   * signing waits for it, and a rejection stops the tx before anything is signed or sent.
   */
  readonly review?: (review: TxReview) => Promise<void>
}

/** Everything the signature covers that a person should see before approving it. */
export interface TxReview {
  readonly signer: string
  readonly msgs: readonly EncodeObject[]
  readonly fee: StdFee
  /** The chain id the node serves, which is signed into the tx. */
  readonly chainId: string
  readonly memo: string
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
  readonly msgResponses: DeliverTxResponse['msgResponses']
  readonly events: DeliverTxResponse['events']
}

async function checkChainId(client: SigningStargateClient, expected: string | undefined) {
  const served = await client.getChainId()
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

  constructor(private readonly config: TxPipelineConfig) {}

  /** Simulates and prices the request without signing: what the user sees before approving. */
  async estimate(signer: TxSigner, request: TxRequest): Promise<StdFee> {
    const client = await this.#connect(signer)
    try {
      await checkChainId(client, request.chainId)
      return await this.#fee(client, signer.address, request)
    } finally {
      client.disconnect()
    }
  }

  async #connect(signer: TxSigner): Promise<SigningStargateClient> {
    const options = {
      registry: this.config.registry,
      aminoTypes: this.config.aminoTypes,
      broadcastPollIntervalMs: this.config.pollIntervalMs ?? 500,
    }
    const { rpc } = this.config
    const offline = signsAminoOnly(signer.offlineSigner)
      ? keepSignedMsgs(signer.offlineSigner)
      : signer.offlineSigner
    if (typeof rpc === 'string')
      return SigningStargateClient.connectWithSigner(rpc, offline, options)
    return SigningStargateClient.createWithSigner(Tendermint37Client.create(rpc), offline, options)
  }

  async submit(signer: TxSigner, request: TxRequest): Promise<TxSuccess> {
    if (this.#pending.has(signer.address)) throw new TxPendingError()
    this.#pending.add(signer.address)
    try {
      const client = await this.#connect(signer)
      try {
        // The chain id is signed into the tx: a node of another chain must not get a signature.
        const chainId = await checkChainId(client, request.chainId)
        const fee = await this.#fee(client, signer.address, request)
        await request.review?.({
          signer: signer.address,
          msgs: request.msgs,
          fee,
          chainId,
          memo: request.memo ?? '',
        })
        const result = await this.#broadcast(client, signer.address, request, fee)
        if (result.code !== 0) {
          throw new TxFailedError(result.code, '', result.rawLog ?? '', result.transactionHash)
        }
        return {
          hash: result.transactionHash,
          height: result.height,
          gasUsed: result.gasUsed,
          gasWanted: result.gasWanted,
          rawLog: result.rawLog ?? '',
          msgResponses: result.msgResponses,
          events: result.events,
        }
      } finally {
        client.disconnect()
      }
    } finally {
      this.#pending.delete(signer.address)
    }
  }

  async #fee(client: SigningStargateClient, address: string, request: TxRequest): Promise<StdFee> {
    let gasUsed: number
    try {
      gasUsed = await client.simulate(address, request.msgs, request.memo ?? '')
    } catch (error) {
      throw errorFromSimulation(error) ?? error
    }
    const cap = this.config.maxGas ?? MAX_SIMULATED_GAS
    if (!Number.isSafeInteger(gasUsed) || gasUsed > cap) throw new GasCapError(gasUsed, cap)
    const fee = feeForGas(gasLimitFromSimulation(gasUsed), request.gasPrice ?? DEFAULT_GAS_PRICE)
    return {
      amount: fee.amount.map(coin => ({ ...coin })),
      gas: fee.gas,
      ...(request.feeGranter ? { granter: request.feeGranter } : {}),
    }
  }

  async #broadcast(
    client: SigningStargateClient,
    address: string,
    request: TxRequest,
    fee: StdFee,
  ): Promise<DeliverTxResponse> {
    try {
      return await client.signAndBroadcast(address, request.msgs, fee, request.memo ?? '')
    } catch (error) {
      if (error instanceof BroadcastTxError)
        throw new TxFailedError(error.code, error.codespace, error.log ?? '')
      throw error
    }
  }
}
