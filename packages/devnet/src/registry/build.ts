import { createHash } from 'node:crypto'
import type { ChannelEnd, RegistryChainInput, RegistryChannelInput } from './inputs.ts'
import type {
  ChainRegistryData,
  RegistryAsset,
  RegistryAssetList,
  RegistryChain,
  RegistryIbcData,
} from './types.ts'

const DISPLAY_EXPONENT = 6

/** `ibc/<HEX(SHA256(path))>`, the denom a chain mints for a voucher with trace `path`. */
export function ibcDenom(path: string): string {
  return `ibc/${createHash('sha256').update(path).digest('hex').toUpperCase()}`
}

/** `<a>-<b>` with the names sorted, as the registry names its `_IBC` files. */
export function ibcPairName(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`
}

function chainJson(chain: RegistryChainInput): RegistryChain {
  const nodes = chain.nodes ?? [{ name: 'devnet', restUrl: chain.restUrl, rpcUrl: chain.rpcUrl }]
  const price = chain.minGasPrice
  return {
    $schema: '../chain.schema.json',
    chain_name: chain.chainName,
    status: 'live',
    network_type: 'devnet',
    pretty_name: chain.prettyName ?? chain.chainName,
    chain_type: 'cosmos',
    chain_id: chain.chainId,
    bech32_prefix: chain.prefix,
    slip44: 118,
    key_algos: ['secp256k1'],
    // One published price for every tier (for counterparties, the public registry package's
    // figure, which their validators need not ask: see CounterpartySpec.registryGasPrice).
    fees: {
      fee_tokens: [
        {
          denom: chain.denom,
          fixed_min_gas_price: price,
          low_gas_price: price,
          average_gas_price: price,
          high_gas_price: price,
        },
      ],
    },
    staking: { staking_tokens: [{ denom: chain.denom }] },
    codebase: { ibc: { type: 'go', version: '7.6.0', ics_enabled: ['ics20-1'] } },
    apis: {
      rpc: nodes.map(node => ({ address: node.rpcUrl, provider: node.name })),
      rest: nodes.map(node => ({ address: node.restUrl, provider: node.name })),
    },
  }
}

function nativeAsset(chain: RegistryChainInput): RegistryAsset {
  return {
    description: `The native token of ${chain.prettyName ?? chain.chainName}`,
    denom_units: [
      { denom: chain.denom, exponent: 0 },
      { denom: chain.symbol, exponent: DISPLAY_EXPONENT },
    ],
    type_asset: 'sdk.coin',
    base: chain.denom,
    name: chain.symbol,
    display: chain.symbol,
    symbol: chain.symbol,
  }
}

/** The voucher of `origin`'s native token on the chain at `here`, received over `there`→`here`. */
function voucherAsset(
  origin: RegistryChainInput,
  there: ChannelEnd,
  here: ChannelEnd,
): RegistryAsset {
  const path = `transfer/${here.channelId}/${origin.denom}`
  const denom = ibcDenom(path)
  return {
    description: `The native token of ${origin.prettyName ?? origin.chainName}`,
    denom_units: [
      { denom, exponent: 0, aliases: [origin.denom] },
      { denom: origin.symbol, exponent: DISPLAY_EXPONENT },
    ],
    type_asset: 'ics20',
    base: denom,
    name: origin.symbol,
    display: origin.symbol,
    symbol: origin.symbol,
    traces: [
      {
        type: 'ibc',
        counterparty: {
          chain_name: origin.chainName,
          base_denom: origin.denom,
          channel_id: there.channelId,
        },
        chain: { channel_id: here.channelId, path },
      },
    ],
  }
}

function ibcJson(
  channel: RegistryChannelInput,
  chains: ReadonlyMap<string, RegistryChainInput>,
): RegistryIbcData {
  const [first, second] = [...channel.ends].sort((a, b) =>
    a.chainName < b.chainName ? -1 : a.chainName > b.chainName ? 1 : 0,
  ) as [ChannelEnd, ChannelEnd]
  const side = (end: ChannelEnd) => ({
    chain_name: end.chainName,
    chain_id: chains.get(end.chainName)?.chainId ?? '',
    client_id: end.clientId,
    connection_id: end.connectionId,
  })
  return {
    $schema: '../ibc_data.schema.json',
    chain_1: side(first),
    chain_2: side(second),
    channels: [
      {
        chain_1: { channel_id: first.channelId, port_id: 'transfer' },
        chain_2: { channel_id: second.channelId, port_id: 'transfer' },
        ordering: 'unordered',
        version: 'ics20-1',
        tags: { preferred: true, status: 'ACTIVE' },
      },
    ],
  }
}

/**
 * The registry of a set of chains: each chain's chain.json and assetlist.json, and an `_IBC` file
 * per channel whose two chains are both present. The `home` chain's token (Gitopia's LORE) is
 * listed on every counterparty as an ICS-20 voucher with its trace, as the public registry lists
 * LORE on Osmosis.
 */
export function buildRegistry(
  chains: readonly RegistryChainInput[],
  channels: readonly RegistryChannelInput[],
  home = 'gitopia',
): ChainRegistryData {
  const byName = new Map(chains.map(chain => [chain.chainName, chain]))
  if (byName.size !== chains.length) throw new Error('Chain names must be unique')
  const assets = new Map<string, RegistryAsset[]>(
    chains.map(chain => [chain.chainName, [nativeAsset(chain)]]),
  )
  const ibc: Record<string, RegistryIbcData> = {}
  const origin = byName.get(home)
  for (const channel of channels) {
    const [a, b] = channel.ends
    if (!byName.has(a.chainName) || !byName.has(b.chainName)) continue
    ibc[ibcPairName(a.chainName, b.chainName)] = ibcJson(channel, byName)
    if (!origin) continue
    if (a.chainName === home) assets.get(b.chainName)?.push(voucherAsset(origin, a, b))
    if (b.chainName === home) assets.get(a.chainName)?.push(voucherAsset(origin, b, a))
  }
  const registryChains: Record<string, { chain: RegistryChain; assetlist: RegistryAssetList }> = {}
  for (const chain of chains)
    registryChains[chain.chainName] = {
      chain: chainJson(chain),
      assetlist: {
        $schema: '../assetlist.schema.json',
        chain_name: chain.chainName,
        assets: assets.get(chain.chainName) ?? [],
      },
    }
  return { chains: registryChains, ibc }
}
