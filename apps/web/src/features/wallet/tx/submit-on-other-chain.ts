import type { EncodeObject } from '@cosmjs/proto-signing'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import type { Fee, GasPrice } from '@gitopia-client/chain'
import type { KeplrChainInfo } from '@gitopia-client/chain/keplr'
import type { Signer } from '@gitopia-client/chain/signers'
import type { TxSuccess } from '@gitopia-client/chain/tx'
import { useWalletStore } from '../model/wallet-store.ts'
import { reviewStep } from '../review/review-request.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'
import { ledgerSigner, unlockActiveWallet } from '../session/unlock.ts'
import { oneTxAtATime } from './submit-tx.ts'

/** Another chain the wallet's key signs on (an IBC counterparty), from its registry data. */
export interface OtherChain {
  readonly chainId: string
  readonly prefix: string
  /** Its CometBFT RPC: a URL, or a client that fails over between its nodes. */
  readonly rpc: string | RpcClient
  /** The gas price its transactions pay. */
  readonly gasPrice: GasPrice
  /** How Keplr adds the chain (built from the registry). */
  readonly keplrChainInfo: () => KeplrChainInfo
}

/**
 * The active wallet's key on another chain: the local key under the other prefix (no second
 * password once unlocked), the Ledger's Cosmos app with that prefix, or Keplr after it enabled
 * the chain from registry data.
 */
export async function signerOnOtherChain(chain: OtherChain): Promise<Signer> {
  const active = useWalletStore.getState().activeWallet
  if (!active) throw new Error('Connect a wallet first')
  if (active.kind === 'keplr') {
    const { connectKeplrChain } = await loadSigningChunk()
    return connectKeplrChain(chain.keplrChainInfo())
  }
  if (active.kind === 'ledger') {
    const { toBech32, fromBech32 } = await import('@cosmjs/encoding')
    const expectedAddress = toBech32(chain.prefix, fromBech32(active.address, 90).data)
    return ledgerSigner({
      expectedAddress,
      prefix: chain.prefix,
      accountIndex: active.accountIndex,
    })
  }
  const signer = await unlockActiveWallet()
  if (!signer.forPrefix) throw new Error('This wallet cannot sign on another chain')
  return signer.forPrefix(chain.prefix)
}

const txSigner = (signer: Signer) => ({
  address: signer.address,
  offlineSigner: signer.offlineSigner,
})

function request(chain: OtherChain, msgs: readonly EncodeObject[]) {
  return { msgs, gasPrice: chain.gasPrice, chainId: chain.chainId }
}

/** Simulates on the other chain and prices the fee at its fixed gas price. */
export async function estimateFeeOnOtherChain(
  chain: OtherChain,
  signer: Signer,
  msgs: readonly EncodeObject[],
): Promise<Fee> {
  const signing = await loadSigningChunk()
  const fee = await signing.estimateWithSigner(chain.rpc, txSigner(signer), request(chain, msgs))
  return { amount: fee.amount, gas: fee.gas }
}

/**
 * Signs and broadcasts on the other chain through the same pipeline as Gitopia's (chain id
 * checked against the node, gas cap, fee at the fixed gas price). Failures are toasted and thrown.
 */
export async function submitTxOnOtherChain(
  chain: OtherChain,
  signer: Signer,
  msgs: readonly EncodeObject[],
): Promise<TxSuccess> {
  return oneTxAtATime(async () => {
    const signing = await loadSigningChunk()
    const review = reviewStep(signer, msgs)
    return signing.submitWithSigner(chain.rpc, txSigner(signer), {
      ...request(chain, msgs),
      ...(review ? { review } : {}),
    })
  })
}
