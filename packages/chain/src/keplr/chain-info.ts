import { ADDRESS_PREFIX, COIN_TYPE, GAS_PRICE_STEPS, LORE } from '../constants.ts'
import type { ChainProvider, Network } from '../networks.ts'
import type { KeplrChainInfo, KeplrCurrency } from './types.ts'

/** Keplr's six bech32 prefixes of a chain whose account prefix is `prefix`. */
export function bech32Config(prefix: string): KeplrChainInfo['bech32Config'] {
  return {
    bech32PrefixAccAddr: prefix,
    bech32PrefixAccPub: `${prefix}pub`,
    bech32PrefixValAddr: `${prefix}valoper`,
    bech32PrefixValPub: `${prefix}valoperpub`,
    bech32PrefixConsAddr: `${prefix}valcons`,
    bech32PrefixConsPub: `${prefix}valconspub`,
  }
}

const CHAIN_NAME_MAX = 36

function chainNameOf(network: Network): string {
  const name = network.id === 'mainnet' ? 'Gitopia' : `Gitopia ${network.id}`
  return name.slice(0, CHAIN_NAME_MAX)
}

/** The chain description Keplr needs to add Gitopia, with the six distinct bech32 prefixes. */
export function buildKeplrChainInfo(
  network: Network,
  provider: ChainProvider | undefined = network.providers[0],
): KeplrChainInfo {
  if (!provider) throw new Error(`Network ${network.id} has no endpoint`)
  const prefix = network.addressPrefix || ADDRESS_PREFIX
  const lore: KeplrCurrency = {
    coinDenom: LORE.displayDenom,
    coinMinimalDenom: LORE.denom,
    coinDecimals: LORE.decimals,
    // Only mainnet LORE has a market price; a devnet must not show one.
    ...(network.id === 'mainnet' ? { coinGeckoId: 'gitopia' } : {}),
  }
  return {
    chainId: network.chainId,
    chainName: chainNameOf(network),
    rpc: provider.rpcEndpoint,
    rest: provider.apiEndpoint,
    bip44: { coinType: COIN_TYPE },
    bech32Config: bech32Config(prefix),
    currencies: [lore],
    feeCurrencies: [
      {
        ...lore,
        gasPriceStep: {
          low: Number(GAS_PRICE_STEPS.low),
          average: Number(GAS_PRICE_STEPS.average),
          high: Number(GAS_PRICE_STEPS.high),
        },
      },
    ],
    stakeCurrency: lore,
    features: ['ibc-transfer', 'ibc-go'],
  }
}
