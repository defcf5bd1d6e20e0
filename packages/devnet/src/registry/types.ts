// The chain registry's JSON formats (cosmos/chain-registry: chain.json, assetlist.json,
// _IBC/<a>-<b>.json), with the registry's own snake_case field names — the subset the devnet
// writes. The `chain-registry` npm package carries the same data with camelCase names.

export interface RegistryEndpoint {
  address: string
  provider?: string
}

export interface RegistryFeeToken {
  denom: string
  fixed_min_gas_price: number
  low_gas_price: number
  average_gas_price: number
  high_gas_price: number
}

export interface RegistryChain {
  $schema: '../chain.schema.json'
  chain_name: string
  status: 'live'
  network_type: 'mainnet' | 'testnet' | 'devnet'
  pretty_name: string
  chain_type: 'cosmos'
  chain_id: string
  bech32_prefix: string
  slip44: 118
  key_algos: ['secp256k1']
  fees: { fee_tokens: RegistryFeeToken[] }
  staking: { staking_tokens: { denom: string }[] }
  codebase: { ibc: { type: 'go'; version: string; ics_enabled: ['ics20-1'] } }
  apis: { rpc: RegistryEndpoint[]; rest: RegistryEndpoint[] }
}

export interface RegistryDenomUnit {
  denom: string
  exponent: number
  aliases?: string[]
}

export interface RegistryIbcTrace {
  type: 'ibc'
  counterparty: { chain_name: string; base_denom: string; channel_id: string }
  chain: { channel_id: string; path: string }
}

export interface RegistryAsset {
  description: string
  denom_units: RegistryDenomUnit[]
  type_asset: 'sdk.coin' | 'ics20'
  base: string
  name: string
  display: string
  symbol: string
  traces?: RegistryIbcTrace[]
}

export interface RegistryAssetList {
  $schema: '../assetlist.schema.json'
  chain_name: string
  assets: RegistryAsset[]
}

export interface RegistryIbcSide {
  chain_name: string
  chain_id: string
  client_id: string
  connection_id: string
}

export interface RegistryIbcChannel {
  chain_1: { channel_id: string; port_id: 'transfer' }
  chain_2: { channel_id: string; port_id: 'transfer' }
  ordering: 'unordered'
  version: 'ics20-1'
  tags: { preferred: boolean; status: 'ACTIVE' }
}

export interface RegistryIbcData {
  $schema: '../ibc_data.schema.json'
  chain_1: RegistryIbcSide
  chain_2: RegistryIbcSide
  channels: RegistryIbcChannel[]
}

/** A chain registry in memory: every chain's two files and the `_IBC` files by `<a>-<b>`. */
export interface ChainRegistryData {
  readonly chains: Readonly<
    Record<string, { readonly chain: RegistryChain; readonly assetlist: RegistryAssetList }>
  >
  readonly ibc: Readonly<Record<string, RegistryIbcData>>
}
