import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildRegistry,
  DEVNET_CHANNELS,
  devnetRegistryChains,
  ibcDenom,
  ibcPairName,
  registryChannelsOf,
  writeRegistry,
} from './index.ts'
import { COUNTERPARTIES, gitopiaChannels } from '../counterparty/chains.ts'

const chains = devnetRegistryChains([
  {
    chainName: 'gitopia',
    chainId: 'gitopia-devnet-1',
    prefix: 'gitopia',
    denom: 'ulore',
    restUrl: 'http://127.0.0.1:1317',
    rpcUrl: 'http://127.0.0.1:26657',
    nodes: [
      { name: 'Devnet node 1', restUrl: 'http://127.0.0.1:1317', rpcUrl: 'http://127.0.0.1:26657' },
      { name: 'Devnet node 2', restUrl: 'http://127.0.0.1:1318', rpcUrl: 'http://127.0.0.1:26658' },
    ],
  },
  {
    chainName: 'osmosis',
    chainId: 'osmosis-devnet-1',
    prefix: 'osmo',
    denom: 'uosmo',
    restUrl: 'http://127.0.0.1:2317',
    rpcUrl: 'http://127.0.0.1:36657',
  },
  {
    chainName: 'cosmoshub',
    chainId: 'cosmoshub-devnet-1',
    prefix: 'cosmos',
    denom: 'uatom',
    restUrl: 'http://127.0.0.1:3317',
    rpcUrl: 'http://127.0.0.1:46657',
  },
])
// The public registry's osmosis/assetlist.json lists LORE as this denom (transfer/channel-781/ulore).
const LORE_ON_OSMOSIS = 'ibc/B1C1806A540B3E165A2D42222C59946FB85BA325596FC85662D7047649F419F3'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('devnet chain registry', () => {
  const registry = buildRegistry(chains, DEVNET_CHANNELS)

  it('describes each chain with its id, prefix, fixed gas price and local endpoints', () => {
    const osmosis = registry.chains.osmosis?.chain
    expect(osmosis).toMatchObject({
      chain_name: 'osmosis',
      chain_id: 'osmosis-devnet-1',
      bech32_prefix: 'osmo',
      slip44: 118,
      fees: { fee_tokens: [{ denom: 'uosmo', fixed_min_gas_price: 0.03 }] },
      staking: { staking_tokens: [{ denom: 'uosmo' }] },
      apis: {
        rest: [{ address: 'http://127.0.0.1:2317' }],
        rpc: [{ address: 'http://127.0.0.1:36657' }],
      },
    })
    // The prices the public registry's package ships, not the validators' minimums.
    expect(registry.chains.cosmoshub?.chain.fees.fee_tokens[0]?.fixed_min_gas_price).toBe(0.005)
    const gitopia = registry.chains.gitopia?.chain
    expect(gitopia?.fees.fee_tokens[0]).toMatchObject({
      denom: 'ulore',
      fixed_min_gas_price: 0.001,
    })
    expect(gitopia?.apis.rest.map(api => api.address)).toEqual([
      'http://127.0.0.1:1317',
      'http://127.0.0.1:1318',
    ])
  })

  it('lists the native token with its display unit at exponent 6', () => {
    expect(registry.chains.gitopia?.assetlist).toEqual({
      $schema: '../assetlist.schema.json',
      chain_name: 'gitopia',
      assets: [
        expect.objectContaining({
          base: 'ulore',
          display: 'LORE',
          symbol: 'LORE',
          type_asset: 'sdk.coin',
          denom_units: [
            { denom: 'ulore', exponent: 0 },
            { denom: 'LORE', exponent: 6 },
          ],
        }),
      ],
    })
  })

  it('lists LORE on each counterparty as an ICS-20 voucher traced to its channel', () => {
    const lore = registry.chains.osmosis?.assetlist.assets.find(asset => asset.symbol === 'LORE')
    expect(lore).toMatchObject({
      type_asset: 'ics20',
      base: LORE_ON_OSMOSIS,
      denom_units: [
        { denom: LORE_ON_OSMOSIS, exponent: 0, aliases: ['ulore'] },
        { denom: 'LORE', exponent: 6 },
      ],
      traces: [
        {
          type: 'ibc',
          counterparty: { chain_name: 'gitopia', base_denom: 'ulore', channel_id: 'channel-0' },
          chain: { channel_id: 'channel-781', path: 'transfer/channel-781/ulore' },
        },
      ],
    })
    const onHub = registry.chains.cosmoshub?.assetlist.assets.find(a => a.symbol === 'LORE')
    expect(onHub?.base).toBe(ibcDenom('transfer/channel-0/ulore'))
    expect(onHub?.traces?.[0]?.counterparty.channel_id).toBe('channel-1')
  })

  it('writes one _IBC file per pair, names sorted, with the public ids for Osmosis', () => {
    expect(Object.keys(registry.ibc).sort()).toEqual(['cosmoshub-gitopia', 'gitopia-osmosis'])
    expect(registry.ibc['gitopia-osmosis']).toEqual({
      $schema: '../ibc_data.schema.json',
      chain_1: {
        chain_name: 'gitopia',
        chain_id: 'gitopia-devnet-1',
        client_id: '07-tendermint-0',
        connection_id: 'connection-0',
      },
      chain_2: {
        chain_name: 'osmosis',
        chain_id: 'osmosis-devnet-1',
        client_id: '07-tendermint-2787',
        connection_id: 'connection-2287',
      },
      channels: [
        {
          chain_1: { channel_id: 'channel-0', port_id: 'transfer' },
          chain_2: { channel_id: 'channel-781', port_id: 'transfer' },
          ordering: 'unordered',
          version: 'ics20-1',
          tags: { preferred: true, status: 'ACTIVE' },
        },
      ],
    })
    const hub = registry.ibc['cosmoshub-gitopia']
    expect(hub?.chain_1.chain_name).toBe('cosmoshub')
    expect(hub?.channels[0]?.chain_1.channel_id).toBe('channel-0')
    expect(hub?.channels[0]?.chain_2.channel_id).toBe('channel-1')
    expect(ibcPairName('osmosis', 'gitopia')).toBe('gitopia-osmosis')
  })

  it('takes its channel ids from the channels the devnet opens (declared once)', () => {
    const moved = COUNTERPARTIES.map(spec =>
      spec.chainName === 'osmosis'
        ? { ...spec, ownEnd: { ...spec.ownEnd, channelId: 'channel-9' } }
        : spec,
    )
    const bridge = buildRegistry(chains, registryChannelsOf(moved)).ibc['gitopia-osmosis']
    expect(bridge?.channels[0]?.chain_2.channel_id).toBe('channel-9')
    // What Gitopia's genesis opens is what the registry says.
    for (const own of gitopiaChannels(COUNTERPARTIES)) {
      const end = DEVNET_CHANNELS.flatMap(c => c.ends).find(
        e => e.chainName === 'gitopia' && e.channelId === own.channelId,
      )
      expect(end).toMatchObject({ connectionId: own.connectionId, clientId: own.clientId })
    }
  })

  it('leaves out the channels of chains that do not run', () => {
    const alone = buildRegistry(chains.slice(0, 1), DEVNET_CHANNELS)
    expect(Object.keys(alone.chains)).toEqual(['gitopia'])
    expect(alone.ibc).toEqual({})
  })

  it('refuses a chain whose gas price it cannot know', () => {
    expect(() =>
      devnetRegistryChains([{ ...chains[1]!, chainName: 'juno', minGasPrice: undefined }]),
    ).toThrow('No gas price known for devnet chain juno')
  })

  it('writes the files in the public registry layout and drops chains of an earlier run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registry-'))
    dirs.push(dir)
    await mkdir(join(dir, 'juno'))
    await writeFile(join(dir, 'juno', 'chain.json'), '{}')
    await writeFile(join(dir, 'notes.txt'), 'kept')
    const written = await writeRegistry(dir, chains, DEVNET_CHANNELS)
    expect((await readdir(dir)).sort()).toEqual([
      '_IBC',
      'cosmoshub',
      'gitopia',
      'notes.txt',
      'osmosis',
    ])
    expect((await readdir(join(dir, '_IBC'))).sort()).toEqual([
      'cosmoshub-gitopia.json',
      'gitopia-osmosis.json',
    ])
    const read = async (...path: string[]) =>
      JSON.parse(await readFile(join(dir, ...path), 'utf8')) as unknown
    expect(await read('osmosis', 'chain.json')).toEqual(written.chains.osmosis?.chain)
    expect(await read('osmosis', 'assetlist.json')).toEqual(written.chains.osmosis?.assetlist)
    expect(await read('_IBC', 'gitopia-osmosis.json')).toEqual(written.ibc['gitopia-osmosis'])
  })
})
