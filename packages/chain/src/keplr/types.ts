import type { AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'

/** The subset of Keplr's ChainInfo we send. */
export interface KeplrCurrency {
  readonly coinDenom: string
  readonly coinMinimalDenom: string
  readonly coinDecimals: number
  readonly coinGeckoId?: string
}

export interface KeplrFeeCurrency extends KeplrCurrency {
  readonly gasPriceStep: { readonly low: number; readonly average: number; readonly high: number }
}

export interface KeplrChainInfo {
  readonly chainId: string
  readonly chainName: string
  readonly rpc: string
  readonly rest: string
  readonly bip44: { readonly coinType: number }
  readonly bech32Config: {
    readonly bech32PrefixAccAddr: string
    readonly bech32PrefixAccPub: string
    readonly bech32PrefixValAddr: string
    readonly bech32PrefixValPub: string
    readonly bech32PrefixConsAddr: string
    readonly bech32PrefixConsPub: string
  }
  readonly currencies: readonly KeplrCurrency[]
  readonly feeCurrencies: readonly KeplrFeeCurrency[]
  readonly stakeCurrency: KeplrCurrency
  readonly features: readonly string[]
}

export interface KeplrKey {
  readonly name: string
  readonly algo: string
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: boolean
}

/** Keplr's own offline signer offers both modes; the amino-only one only `signAmino`. */
export type KeplrOfflineSigner = OfflineAminoSigner & Partial<OfflineDirectSigner>

/** A sign doc as Keplr takes it; `accountNumber` is a Long in Keplr's own types. */
export interface KeplrDirectSignDoc {
  readonly bodyBytes?: Uint8Array | null
  readonly authInfoBytes?: Uint8Array | null
  readonly chainId?: string | null
  readonly accountNumber?: bigint | { toString(): string } | null
}

/** What we use of `window.keplr`. */
export interface KeplrLike {
  readonly version?: string
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner(chainId: string): KeplrOfflineSigner
  getOfflineSignerOnlyAmino(chainId: string): OfflineAminoSigner
  getOfflineSignerAuto(chainId: string): Promise<KeplrOfflineSigner>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: KeplrDirectSignDoc,
  ): Promise<DirectSignResponse>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
}

/** The window (or any global) Keplr injects itself into. */
export interface KeplrWindow {
  keplr?: KeplrLike
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}
