import { gasPriceForStep } from '@gitopia-client/chain'
import type { Signer } from '@gitopia-client/chain/signers'
import type { TxSuccess } from '@gitopia-client/chain/tx'
import { walletNetwork, walletRpc } from '../model/wallet-network.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { reviewData, reviewStep } from '../review/review-request.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'
import { unlockActiveWallet } from '../session/unlock.ts'
import { feeGrantsFor, type FeeEstimate, type SubmitTxRequest } from './tx-request.ts'

// The signing half of submit-tx.ts, loaded when a transaction starts: a page that only offers
// actions (a visitor with no wallet) does not load the unlock, fee-grant and account-data code.

export { refreshBalance } from '../api/account-data.ts'

function chainRequest(request: SubmitTxRequest) {
  const { gasPrice, allowance } = useWalletStore.getState()
  return {
    msgs: request.msgs,
    ...(request.memo !== undefined ? { memo: request.memo } : {}),
    gasPrice: gasPriceForStep(gasPrice),
    feeGrants: feeGrantsFor(allowance, request.msgs),
    chainId: walletNetwork().chainId,
  }
}

function txSigner(signer: Signer) {
  return { address: signer.address, offlineSigner: signer.offlineSigner }
}

/** Unlocks the active wallet if needed, then signs (after the review sheet) and broadcasts. */
export async function signAndBroadcast(request: SubmitTxRequest): Promise<TxSuccess> {
  const signer = await unlockActiveWallet()
  const signing = await loadSigningChunk()
  const confirm = reviewStep(signer, request.msgs)
  // Once confirmed, a local key signs at once: what is left is waiting for the block.
  const review = confirm
    ? async (content: Parameters<typeof confirm>[0]) => {
        await confirm(content)
        useWalletStore.setState({ txWaiting: true })
      }
    : undefined
  return signing.submitWithSigner(walletRpc(), txSigner(signer), {
    ...chainRequest(request),
    ...(review ? { review } : {}),
  })
}

export async function estimateWithWallet(request: SubmitTxRequest): Promise<FeeEstimate> {
  const signer = await unlockActiveWallet()
  const signing = await loadSigningChunk()
  const payload = chainRequest(request)
  const fee = await signing.estimateWithSigner(walletRpc(), txSigner(signer), payload)
  return {
    gasLimit: BigInt(fee.gas),
    fee: { amount: fee.amount, gas: fee.gas },
    feeGranter: fee.granter ?? null,
  }
}

export async function signDataWithWallet(payload: unknown): Promise<string> {
  const signer = await unlockActiveWallet()
  await reviewData(signer, payload)
  const signing = await loadSigningChunk()
  return signing.signDataWithSigner(txSigner(signer), payload)
}
