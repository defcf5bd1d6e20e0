import { Secp256k1HdWallet, type StdSignDoc } from '@cosmjs/amino'
import { stringToPath } from '@cosmjs/crypto'
import { fromBech32 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { HD_PATH } from '../constants.ts'
import type {
  KeplrChainInfo,
  KeplrDirectSignDoc,
  KeplrKey,
  KeplrLike,
  KeplrOfflineSigner,
} from '../keplr/types.ts'

/**
 * A stand-in for the Keplr extension at its API boundary, backed by a real key from a mnemonic, so
 * the app's Keplr path signs transactions the devnet accepts.
 */

/** @cosmjs/encoding's default limit (Infinity) is refused by the installed @scure/base. */
const BECH32_LIMIT = 90

export interface KeplrExtensionOptions {
  /** Account name `getKey` reports. */
  readonly name?: string
  /** An old extension without `experimentalSuggestChain`. */
  readonly noSuggestChain?: boolean
  /** The user (or the extension) refuses the suggested chain. */
  readonly rejectSuggest?: boolean
  /** The account is a Ledger inside Keplr: `getOfflineSignerAuto` gives an amino-only signer. */
  readonly isNanoLedger?: boolean
  /** Where `keplr_keystorechange` is dispatched; the page's window in a browser. */
  readonly eventTarget?: { dispatchEvent(event: Event): boolean }
}

export interface EmulatedKeplr extends KeplrLike {
  readonly version: string
  /** Chains suggested so far, for assertions on the ChainInfo the app sends. */
  readonly suggestedChains: KeplrChainInfo[]
  readonly enabledChains: Set<string>
  /** Replaces the selected account and fires `keplr_keystorechange`, as the real extension does. */
  switchAccount(mnemonic: string, name?: string): void
}

interface Keys {
  readonly direct: DirectSecp256k1HdWallet
  readonly amino: Secp256k1HdWallet
}

export function createKeplrExtension(
  mnemonic: string,
  options: KeplrExtensionOptions = {},
): EmulatedKeplr {
  let account = { mnemonic, name: options.name ?? 'keplr-account' }
  let keys = new Map<string, Promise<Keys>>()
  const chains = new Map<string, KeplrChainInfo>()
  const suggestedChains: KeplrChainInfo[] = []
  const enabledChains = new Set<string>()

  function chainInfo(chainId: string): KeplrChainInfo {
    const info = chains.get(chainId)
    if (!info) throw new Error(`There is no chain info for ${chainId}`)
    return info
  }

  function keysFor(chainId: string): Promise<Keys> {
    const prefix = chainInfo(chainId).bech32Config.bech32PrefixAccAddr
    let found = keys.get(prefix)
    if (!found) {
      const walletOptions = { prefix, hdPaths: [stringToPath(HD_PATH)] }
      found = Promise.all([
        DirectSecp256k1HdWallet.fromMnemonic(account.mnemonic, walletOptions),
        Secp256k1HdWallet.fromMnemonic(account.mnemonic, walletOptions),
      ]).then(([direct, amino]) => ({ direct, amino }))
      keys.set(prefix, found)
    }
    return found
  }

  async function getKey(chainId: string): Promise<KeplrKey> {
    const [first] = await (await keysFor(chainId)).direct.getAccounts()
    if (!first) throw new Error('No account')
    return {
      name: account.name,
      algo: first.algo,
      pubKey: first.pubkey,
      address: fromBech32(first.address, BECH32_LIMIT).data,
      bech32Address: first.address,
      isNanoLedger: options.isNanoLedger ?? false,
    }
  }

  async function checkSigner(chainId: string, signer: string): Promise<Keys> {
    const found = await keysFor(chainId)
    const [first] = await found.direct.getAccounts()
    if (first?.address !== signer) throw new Error('Signer mismatched')
    return found
  }

  const extension: EmulatedKeplr = {
    version: options.noSuggestChain ? '0.8.0' : '0.12.200',
    suggestedChains,
    enabledChains,
    async enable(chainIds) {
      for (const chainId of [chainIds].flat()) {
        chainInfo(chainId)
        enabledChains.add(chainId)
      }
    },
    getKey,
    async signDirect(chainId, signer, doc: KeplrDirectSignDoc) {
      const { direct } = await checkSigner(chainId, signer)
      return direct.signDirect(signer, {
        bodyBytes: doc.bodyBytes ?? new Uint8Array(),
        authInfoBytes: doc.authInfoBytes ?? new Uint8Array(),
        chainId: doc.chainId ?? chainId,
        accountNumber: BigInt((doc.accountNumber ?? 0).toString()),
      })
    },
    async signAmino(chainId, signer, doc: StdSignDoc) {
      const { amino } = await checkSigner(chainId, signer)
      return amino.signAmino(signer, doc)
    },
    getOfflineSigner(chainId): KeplrOfflineSigner {
      return {
        getAccounts: async () => (await keysFor(chainId)).direct.getAccounts(),
        signDirect: (signer, doc) => extension.signDirect(chainId, signer, doc),
        signAmino: (signer, doc) => extension.signAmino(chainId, signer, doc),
      }
    },
    getOfflineSignerOnlyAmino(chainId) {
      return {
        getAccounts: async () => (await keysFor(chainId)).amino.getAccounts(),
        signAmino: (signer, doc) => extension.signAmino(chainId, signer, doc),
      }
    },
    async getOfflineSignerAuto(chainId) {
      return options.isNanoLedger
        ? extension.getOfflineSignerOnlyAmino(chainId)
        : extension.getOfflineSigner(chainId)
    },
    switchAccount(nextMnemonic, name = 'keplr-account-2') {
      account = { mnemonic: nextMnemonic, name }
      keys = new Map()
      const target = options.eventTarget ?? globalThis
      target.dispatchEvent?.(new Event('keplr_keystorechange'))
    },
  }
  if (!options.noSuggestChain) {
    extension.experimentalSuggestChain = async (info: KeplrChainInfo) => {
      if (options.rejectSuggest) throw new Error('Request rejected')
      suggestedChains.push(info)
      chains.set(info.chainId, info)
    }
  }
  return extension
}
