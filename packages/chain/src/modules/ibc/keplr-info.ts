import { bech32Config } from '../../keplr/chain-info.ts'
import type { KeplrChainInfo, KeplrCurrency } from '../../keplr/types.ts'
import type { IbcAsset } from './amounts.ts'
import { chainEndpoints, decimalLiteral, type RegistryChain } from './registry.ts'

/**
 * What Keplr needs to add a counterparty chain, built from its registry chain.json and the
 * assets it holds (its fee token first). Gas price steps from the registry, the fixed price
 * when it lists no steps.
 */
export function keplrChainInfoFromRegistry(
  chain: RegistryChain,
  assets: readonly IbcAsset[],
): KeplrChainInfo {
  const { rest, rpc } = chainEndpoints(chain)
  const prefix = chain.bech32_prefix
  const currency = (asset: IbcAsset): KeplrCurrency => ({
    coinDenom: asset.symbol,
    coinMinimalDenom: asset.denom,
    coinDecimals: asset.exponent,
  })
  const feeToken = chain.fees?.fee_tokens[0]
  const feeAsset = assets.find(asset => asset.denom === feeToken?.denom) ?? assets[0]
  if (!feeToken || !feeAsset) throw new Error(`${chain.chain_name} lists no fee token`)
  const step = (value: number | string | undefined, fallback: number | string | undefined) =>
    Number(decimalLiteral(value ?? fallback ?? 0))
  const fixed = feeToken.fixed_min_gas_price
  return {
    chainId: chain.chain_id,
    chainName: (chain.pretty_name ?? chain.chain_name).slice(0, 36),
    rpc,
    rest,
    bip44: { coinType: chain.slip44 ?? 118 },
    bech32Config: bech32Config(prefix),
    currencies: assets.map(currency),
    feeCurrencies: [
      {
        ...currency(feeAsset),
        gasPriceStep: {
          low: step(feeToken.low_gas_price, fixed),
          average: step(feeToken.average_gas_price, fixed),
          high: step(feeToken.high_gas_price, fixed),
        },
      },
    ],
    stakeCurrency: currency(feeAsset),
    features: ['ibc-transfer', 'ibc-go'],
  }
}
