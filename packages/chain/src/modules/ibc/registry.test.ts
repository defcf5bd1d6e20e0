import gitopiaAssets from 'chain-registry/mainnet/gitopia/asset-list'
import gitopiaChain from 'chain-registry/mainnet/gitopia/chain'
import gitopiaIbc from 'chain-registry/mainnet/gitopia/ibc-data'
import osmosisAssets from 'chain-registry/mainnet/osmosis/asset-list'
import osmosisChain from 'chain-registry/mainnet/osmosis/chain'
import { describe, expect, it } from 'vitest'
import {
  describeDenom,
  withDistinctSymbols,
  fixedGasPrice,
  ibcDenom,
  keplrChainInfoFromRegistry,
  normalizeRegistryJson,
  registryAssetListSchema,
  registryBridgeSchema,
  registryChainSchema,
  transferRoute,
  type RegistryAssetList,
} from './index.ts'

const parse = <T>(schema: { parse(value: unknown): T }, value: unknown) =>
  schema.parse(normalizeRegistryJson(value))

/** The registry's JSON form (snake_case), as the devnet writes its files. */
const devnetBridge = {
  chain_1: { chain_name: 'cosmoshub', client_id: '07-tendermint-0', connection_id: 'connection-0' },
  chain_2: { chain_name: 'gitopia', client_id: '07-tendermint-1', connection_id: 'connection-1' },
  channels: [
    {
      chain_1: { channel_id: 'channel-0', port_id: 'transfer' },
      chain_2: { channel_id: 'channel-1', port_id: 'transfer' },
      ordering: 'unordered',
      version: 'ics20-1',
    },
  ],
}

describe('registry data', () => {
  const bridge = parse(registryBridgeSchema, gitopiaIbc[0])
  const gitopia = parse(registryAssetListSchema, gitopiaAssets)
  const osmosis = parse(registryAssetListSchema, osmosisAssets)

  it('reads the npm package (camelCase) and the JSON files (snake_case) alike', () => {
    expect(transferRoute(bridge, 'gitopia')).toEqual({
      channel: 'channel-0',
      counterpartyChannel: 'channel-781',
      counterpartyChain: 'osmosis',
    })
    expect(transferRoute(bridge, 'osmosis')).toEqual({
      channel: 'channel-781',
      counterpartyChannel: 'channel-0',
      counterpartyChain: 'gitopia',
    })
    expect(transferRoute(bridge, 'cosmoshub')).toBeNull()
    const hub = parse(registryBridgeSchema, devnetBridge)
    expect(transferRoute(hub, 'gitopia')).toMatchObject({
      channel: 'channel-1',
      counterpartyChannel: 'channel-0',
    })
  })

  it("takes the source chain's fixed gas price from chain.json", () => {
    const chain = parse(registryChainSchema, gitopiaChain)
    expect(chain.chain_id).toBe('gitopia')
    expect(fixedGasPrice(chain)).toEqual({ amount: '0.001', denom: 'ulore' })
    const devnetOsmosis = parse(registryChainSchema, {
      chain_name: 'osmosis',
      chain_id: 'osmosis-devnet-1',
      bech32_prefix: 'osmo',
      fees: { fee_tokens: [{ denom: 'uosmo', fixed_min_gas_price: 0.025 }] },
      apis: { rest: [{ address: 'http://127.0.0.1:1' }], rpc: [{ address: 'http://127.0.0.1:2' }] },
    })
    expect(fixedGasPrice(devnetOsmosis)).toEqual({ amount: '0.025', denom: 'uosmo' })
    expect(
      fixedGasPrice({
        ...devnetOsmosis,
        fees: { fee_tokens: [{ denom: 'x', fixed_min_gas_price: 1e-7 }] },
      }),
    ).toEqual({ amount: '0.0000001', denom: 'x' })
    const info = keplrChainInfoFromRegistry(devnetOsmosis, [
      {
        denom: 'uosmo',
        baseDenom: 'uosmo',
        symbol: 'OSMO',
        exponent: 6,
        name: 'Osmosis',
        logo: null,
        originChain: 'osmosis',
      },
    ])
    expect(info).toMatchObject({
      chainId: 'osmosis-devnet-1',
      rest: 'http://127.0.0.1:1',
      bech32Config: { bech32PrefixAccAddr: 'osmo' },
      feeCurrencies: [{ coinMinimalDenom: 'uosmo', gasPriceStep: { low: 0.025 } }],
    })
    expect(() => parse(registryChainSchema, osmosisChain)).not.toThrow()
  })

  it('names vouchers through their trace and the origin asset list, never a bare hash', () => {
    const assetLists = new Map<string, RegistryAssetList>([
      ['gitopia', gitopia],
      ['osmosis', osmosis],
    ])
    /** What `chainName` knows: the asset lists and its one channel, to `counterparty`. */
    const seenFrom = (chainName: string, channel: string, counterparty: string) => ({
      chainName,
      assetLists,
      channels: new Map([[channel, counterparty]]),
    })
    const onGitopia = seenFrom('gitopia', 'channel-0', 'osmosis')
    const osmoDenom = ibcDenom('transfer/channel-0', 'uosmo')
    expect(
      describeDenom(osmoDenom, { path: 'transfer/channel-0', baseDenom: 'uosmo' }, onGitopia),
    ).toMatchObject({ denom: osmoDenom, symbol: 'OSMO', exponent: 6, originChain: 'osmosis' })
    expect(describeDenom('ulore', null, onGitopia)).toMatchObject({
      symbol: 'LORE',
      exponent: 6,
      originChain: 'gitopia',
    })
    expect(describeDenom('ulore', null, onGitopia).logo).toMatch(/lore\.svg$/)
    // LORE on Osmosis: the osmosis asset list itself lists the voucher.
    const onOsmosis = seenFrom('osmosis', 'channel-781', 'gitopia')
    const loreOnOsmosis = ibcDenom('transfer/channel-781', 'ulore')
    expect(describeDenom(loreOnOsmosis, null, onOsmosis)).toMatchObject({
      symbol: 'LORE',
      exponent: 6,
      baseDenom: 'ulore',
      originChain: 'gitopia',
    })
    // A devnet channel the registry does not list: resolved through the trace.
    const onHub = seenFrom('cosmoshub', 'channel-0', 'gitopia')
    const loreOnHub = ibcDenom('transfer/channel-0', 'ulore')
    expect(
      describeDenom(loreOnHub, { path: 'transfer/channel-0', baseDenom: 'ulore' }, onHub),
    ).toMatchObject({ symbol: 'LORE', exponent: 6, originChain: 'gitopia' })
    const unknown = describeDenom(ibcDenom('transfer/channel-9', 'uxyz'), null, onGitopia)
    expect(unknown.name).toMatch(/^Unknown IBC token [0-9A-F]{6}…[0-9A-F]{4}$/)
    expect(unknown.symbol).not.toMatch(/^ibc\//)
  })

  it('never names a look-alike voucher after the real token', () => {
    const onGitopia = {
      chainName: 'gitopia',
      assetLists: new Map<string, RegistryAssetList>([
        ['gitopia', gitopia],
        ['osmosis', osmosis],
      ]),
      channels: new Map([
        ['channel-0', 'osmosis'],
        ['channel-1', 'cosmoshub'],
      ]),
    }
    // "uosmo" over a channel no registry knows: anyone can open one.
    const fake = { path: 'transfer/channel-99', baseDenom: 'uosmo' }
    expect(describeDenom(ibcDenom(fake.path, 'uosmo'), fake, onGitopia)).toMatchObject({
      name: 'Unknown IBC token (uosmo via transfer/channel-99)',
      symbol: 'uosmo via transfer/channel-99',
      exponent: 0,
      originChain: 'unknown',
    })
    // Over a known channel, but from the chain that is not its origin.
    const viaHub = { path: 'transfer/channel-1', baseDenom: 'uosmo' }
    expect(describeDenom(ibcDenom(viaHub.path, 'uosmo'), viaHub, onGitopia).name).toBe(
      'Unknown IBC token (uosmo via transfer/channel-1)',
    )
    // Through two hops: the first hop alone does not say where it came from.
    const twoHops = { path: 'transfer/channel-0/transfer/channel-5', baseDenom: 'uosmo' }
    expect(describeDenom(ibcDenom(twoHops.path, 'uosmo'), twoHops, onGitopia).symbol).toBe(
      'uosmo via transfer/channel-0/transfer/channel-5',
    )
    // A node answering the real OSMO trace for the fake denom: the trace does not hash to it.
    const lie = { path: 'transfer/channel-0', baseDenom: 'uosmo' }
    const lied = describeDenom(ibcDenom(fake.path, 'uosmo'), lie, onGitopia)
    expect(lied.symbol).not.toBe('OSMO')
    expect(lied.name).toMatch(/^Unknown IBC token [0-9A-F]{6}…[0-9A-F]{4}$/)
    // The real one still is OSMO.
    expect(describeDenom(ibcDenom(lie.path, 'uosmo'), lie, onGitopia).symbol).toBe('OSMO')
  })

  it('gives two assets with one symbol distinct symbols', () => {
    const asset = (denom: string, symbol: string) => ({
      asset: {
        denom,
        baseDenom: denom,
        symbol,
        exponent: 0,
        name: symbol,
        logo: null,
        originChain: 'x',
      },
    })
    expect(
      withDistinctSymbols([
        asset('ibc/A', 'OSMO'),
        asset('ibc/B', 'OSMO'),
        asset('ulore', 'LORE'),
      ]).map(row => row.asset.symbol),
    ).toEqual(['OSMO (ibc/A)', 'OSMO (ibc/B)', 'LORE'])
  })
})
