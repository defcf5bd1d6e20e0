import type { Fee } from '@gitopia-client/chain'
import {
  assetFromRegistry,
  buildMsgTransfer,
  checkReceiver,
  checkTransferAmount,
  computeTimeout,
  feeRefusalOf,
  getChainHead,
  getChannelClientState,
  isIbcDenom,
  keplrChainInfoFromRegistry,
  maxTransferable,
  sentPacketFromEvents,
  type FeeRefusal,
  type IbcAsset,
  type IbcHeight,
} from '@gitopia-client/chain/ibc'
import type { Signer } from '@gitopia-client/chain/signers'
import {
  estimateFee,
  estimateFeeOnOtherChain,
  signerOnOtherChain,
  submitTxOnOtherChain,
  type OtherChain,
  type EncodeObject,
  type TxSuccess,
} from '@/features/wallet/index.ts'
import type { Counterparty } from './chains.ts'
import type { TransferRecord } from '../model/transfers.ts'

export type Direction = 'deposit' | 'withdraw'

/** What the dialog collected. */
export interface TransferForm {
  readonly direction: Direction
  readonly counterparty: Counterparty
  /** The asset on the SOURCE chain (its denom there). */
  readonly asset: IbcAsset
  /** Its balance on the source chain. */
  readonly balance: bigint
  readonly amount: string
  readonly receiver: string
}

/** Gitopia as the wallet's network has it. */
export interface GitopiaSide {
  readonly chainId: string
  readonly prefix: string
  readonly api: string
  /** The active account (the sender of a withdrawal). */
  readonly address: string
}

export type FormCheck = { ok: true; value: bigint } | { ok: false; message: string }

/** Checks made before anything is signed (or even simulated): receiver prefix and amount. */
export function checkForm(
  form: TransferForm,
  gitopia: GitopiaSide,
  maxAfterFee?: bigint,
): FormCheck {
  const [prefix, chainName] =
    form.direction === 'withdraw'
      ? [form.counterparty.prefix, form.counterparty.prettyName]
      : [gitopia.prefix, 'Gitopia']
  const receiver = checkReceiver(form.receiver, prefix, chainName)
  if (!receiver.ok) return receiver
  if (maxAfterFee === undefined)
    return checkTransferAmount(form.amount, form.asset, form.balance, false)
  return checkTransferAmount(form.amount, form.asset, maxAfterFee)
}

export function otherChainOf(counterparty: Counterparty): OtherChain {
  return {
    chainId: counterparty.chainId,
    prefix: counterparty.prefix,
    rpc: counterparty.rpc,
    gasPrice: counterparty.gasPrice,
    keplrChainInfo: () =>
      keplrChainInfoFromRegistry(
        counterparty.chain,
        (counterparty.assetList?.assets ?? [])
          .filter(asset => !isIbcDenom(asset.base))
          .map(asset => assetFromRegistry(asset, counterparty.name)),
      ),
  }
}

/** The wrong node for a chain: nothing is signed with a timeout read from it. */
export class WrongChainError extends Error {
  override readonly name = 'WrongChainError'
}

/** The destination's height and revision, checked against the source's light client. */
async function timeoutFor(form: TransferForm, gitopia: GitopiaSide) {
  const { counterparty } = form
  const withdraw = form.direction === 'withdraw'
  const [destinationApi, destinationChainId] = withdraw
    ? [counterparty.rest, counterparty.chainId]
    : [gitopia.api, gitopia.chainId]
  const head = await getChainHead(destinationApi)
  if (head.chainId !== destinationChainId) {
    throw new WrongChainError(
      `The node of the destination serves chain ${head.chainId}, expected ${destinationChainId}`,
    )
  }
  const [sourceApi, sourceChannel] = withdraw
    ? [gitopia.api, counterparty.route.channel]
    : [counterparty.rest, counterparty.route.counterpartyChannel]
  let clientLatestHeight: IbcHeight | undefined
  try {
    const client = await getChannelClientState(sourceApi, sourceChannel)
    if (client.chainId !== destinationChainId) {
      throw new WrongChainError(
        `Channel ${sourceChannel} leads to ${client.chainId}, not ${destinationChainId}`,
      )
    }
    clientLatestHeight = client.latestHeight
  } catch (error) {
    if (error instanceof WrongChainError) throw error
    // A node without the client route: the destination's own height and chain id still hold.
  }
  return computeTimeout({
    destinationChainId,
    destinationHeight: head.height.revisionHeight,
    nowMs: Date.now(),
    ...(clientLatestHeight ? { clientLatestHeight } : {}),
  })
}

async function buildMsg(form: TransferForm, gitopia: GitopiaSide, sender: string, value: bigint) {
  const timeout = await timeoutFor(form, gitopia)
  const sourceChannel =
    form.direction === 'withdraw'
      ? form.counterparty.route.channel
      : form.counterparty.route.counterpartyChannel
  return buildMsgTransfer({
    sourceChannel,
    sender,
    receiver: form.receiver.trim(),
    denom: form.asset.denom,
    amount: value,
    timeout,
  })
}

/** A transfer ready to sign: its fee is known and the amount fits under balance − fee. */
export interface PreparedTransfer {
  readonly form: TransferForm
  readonly value: bigint
  readonly fee: Fee
  readonly sender: string
}

function feeIn(fee: Fee, denom: string) {
  const coin = fee.amount.find(c => c.denom === denom) ?? fee.amount[0]
  return coin ? { denom: coin.denom, amount: BigInt(coin.amount) } : null
}

/** Checks, derives the signer, simulates for the fee and checks the amount against balance − fee. */
export async function prepareTransfer(
  form: TransferForm,
  gitopia: GitopiaSide,
): Promise<PreparedTransfer> {
  const first = checkForm(form, gitopia)
  if (!first.ok) throw new Error(first.message)
  const withdraw = form.direction === 'withdraw'
  const signer = withdraw ? null : await signerOnOtherChain(otherChainOf(form.counterparty))
  const sender = signer?.address ?? gitopia.address
  const msg = await buildMsg(form, gitopia, sender, first.value)
  const fee = withdraw
    ? (await estimateFee({ msgs: [msg] })).fee
    : await estimateFeeOnOtherChain(otherChainOf(form.counterparty), signer as Signer, [msg])
  const feeCoin = feeIn(fee, form.asset.denom)
  const max = maxTransferable(form.balance, feeCoin, form.asset.denom)
  const second = checkForm(form, gitopia, max)
  if (!second.ok) throw new Error(second.message)
  // The signer is not kept: it holds the key, and must not outlive a lock while the review waits.
  return { form, value: second.value, fee, sender }
}

/**
 * The counterparty's refusal of a deposit's fee as below its validators' minimum gas price, with
 * the lowest price that pays it; null for any other failure (or a withdrawal, priced by Gitopia).
 */
export function depositFeeRefusal(
  error: unknown,
  prepared: PreparedTransfer,
): (FeeRefusal & { readonly rawLog: string }) | null {
  if (prepared.form.direction !== 'deposit') return null
  const rawLog =
    typeof error === 'object' && error !== null && 'rawLog' in error ? String(error.rawLog) : ''
  const refusal = feeRefusalOf(rawLog, BigInt(prepared.fee.gas))
  return refusal ? { ...refusal, rawLog } : null
}

/**
 * Signs and broadcasts (with a fresh timeout) and returns the record to follow. A withdrawal is a
 * Gitopia tx, sent with `submit` (the wallet's useChainMutation); a deposit is signed on the
 * counterparty.
 */
export async function sendTransfer(
  prepared: PreparedTransfer,
  gitopia: GitopiaSide,
  submit: (request: { readonly msgs: readonly EncodeObject[] }) => Promise<TxSuccess>,
): Promise<TransferRecord> {
  const { form, value, sender } = prepared
  const msg = await buildMsg(form, gitopia, sender, value)
  let result: TxSuccess
  if (form.direction === 'withdraw') result = await submit({ msgs: [msg] })
  else {
    // Derived again at the moment of signing: a wallet locked since the review asks again.
    const chain = otherChainOf(form.counterparty)
    const signer = await signerOnOtherChain(chain)
    if (signer.address !== sender)
      throw new Error(`The wallet now signs as ${signer.address}, not ${sender}: review again`)
    result = await submitTxOnOtherChain(chain, signer, [msg])
  }
  const packet = sentPacketFromEvents(result.events)
  if (!packet) throw new Error(`Transaction ${result.hash} sent no IBC packet`)
  const withdraw = form.direction === 'withdraw'
  const now = Date.now()
  return {
    id: result.hash,
    direction: form.direction,
    counterparty: form.counterparty.name,
    sourceChainId: withdraw ? gitopia.chainId : form.counterparty.chainId,
    destinationChainId: withdraw ? form.counterparty.chainId : gitopia.chainId,
    sender,
    receiver: form.receiver.trim(),
    denom: form.asset.denom,
    amount: value.toString(),
    symbol: form.asset.symbol,
    exponent: form.asset.exponent,
    sequence: packet.sequence.toString(),
    sourceChannel: packet.sourceChannel,
    destinationChannel: packet.destinationChannel,
    timeoutRevisionNumber: packet.timeout.timeoutHeight.revisionNumber.toString(),
    timeoutRevisionHeight: packet.timeout.timeoutHeight.revisionHeight.toString(),
    timeoutTimestamp: packet.timeout.timeoutTimestamp.toString(),
    status: 'sent',
    createdAt: now,
    lastProgressAt: now,
  }
}
