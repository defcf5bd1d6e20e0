import type { ChainProvider, Network } from '../networks.ts'
import { SignerError, signModesOf, type Signer } from '../signers/signer.ts'
import { buildKeplrChainInfo } from './chain-info.ts'
import type { KeplrChainInfo, KeplrLike, KeplrOfflineSigner, KeplrWindow } from './types.ts'

/** The catalogue's texts for extension failures. */
export const KEPLR_MESSAGES = {
  notInstalled: 'Please ensure keplr extension is installed',
  tooOld: 'Please use the recent version of keplr extension',
  suggestFailed: 'Failed to suggest the chain',
} as const

export type KeplrFailureKind = 'not-installed' | 'too-old' | 'suggest-failed'

export class KeplrError extends SignerError<KeplrFailureKind> {
  override readonly name = 'KeplrError'
}

export const KEPLR_ACCOUNT_CHANGE_EVENT = 'keplr_keystorechange'

export interface KeplrConnection extends Signer {
  readonly kind: 'keplr'
  /** The account's name in the extension; used when the address has no username yet. */
  readonly name: string
  readonly isNanoLedger: boolean
  readonly offlineSigner: KeplrOfflineSigner
}

export function getKeplr(win: KeplrWindow = globalThis): KeplrLike {
  if (!win.keplr) throw new KeplrError('not-installed', KEPLR_MESSAGES.notInstalled)
  return win.keplr
}

/** Suggests the chain, asks for access, then reads the selected account and its signer. */
export function connectKeplr(
  network: Network,
  win: KeplrWindow = globalThis,
  provider?: ChainProvider,
): Promise<KeplrConnection> {
  return connectKeplrChain(buildKeplrChainInfo(network, provider), win)
}

/** The same for any chain described by its Keplr chain info (an IBC counterparty). */
export async function connectKeplrChain(
  chainInfo: KeplrChainInfo,
  win: KeplrWindow = globalThis,
): Promise<KeplrConnection> {
  const keplr = getKeplr(win)
  if (typeof keplr.experimentalSuggestChain !== 'function') {
    throw new KeplrError('too-old', KEPLR_MESSAGES.tooOld)
  }
  try {
    await keplr.experimentalSuggestChain(chainInfo)
  } catch (error) {
    throw new KeplrError('suggest-failed', KEPLR_MESSAGES.suggestFailed, { cause: error })
  }
  const { chainId } = chainInfo
  await keplr.enable(chainId)
  const key = await keplr.getKey(chainId)
  // "Auto" picks amino-only when the Keplr account is itself a Ledger.
  const offlineSigner = await keplr.getOfflineSignerAuto(chainId)
  return {
    kind: 'keplr',
    address: key.bech32Address,
    name: key.name,
    isNanoLedger: key.isNanoLedger,
    offlineSigner,
    signModes: signModesOf(offlineSigner),
  }
}

/** Calls `onChange` whenever the user switches account in the extension; returns the unsubscribe. */
export function onKeplrAccountChange(
  onChange: () => void,
  win: KeplrWindow = globalThis,
): () => void {
  const listener = () => onChange()
  win.addEventListener?.(KEPLR_ACCOUNT_CHANGE_EVENT, listener)
  return () => win.removeEventListener?.(KEPLR_ACCOUNT_CHANGE_EVENT, listener)
}
