import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadIbcRegistryDirectory, mainnetIbcRegistry } from './index.ts'
import { registryFieldName } from './snake-case.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const chainJson = (name: string) => ({
  chain_name: name,
  chain_id: `${name}-1`,
  bech32_prefix: name,
})
const assetList = (name: string) => ({
  chain_name: name,
  assets: [{ base: `u${name}`, symbol: 'X', denom_units: [{ denom: `u${name}`, exponent: 0 }] }],
})
const ibc = (a: string, b: string) => ({
  chain_1: { chain_name: a, client_id: '07-tendermint-0', connection_id: 'connection-0' },
  chain_2: { chain_name: b, client_id: '07-tendermint-0', connection_id: 'connection-0' },
  channels: [
    {
      chain_1: { channel_id: 'channel-0', port_id: 'transfer' },
      chain_2: { channel_id: 'channel-0', port_id: 'transfer' },
    },
  ],
})

async function registryDir(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ibc-load-'))
  dirs.push(dir)
  for (const [path, value] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), typeof value === 'string' ? value : JSON.stringify(value))
  }
  return dir
}

describe('loadIbcRegistryDirectory', () => {
  it('reads chains and pairs in the public layout', async () => {
    const dir = await registryDir({
      'aaa/chain.json': chainJson('aaa'),
      'aaa/assetlist.json': assetList('aaa'),
      'bbb/chain.json': chainJson('bbb'),
      'bbb/assetlist.json': assetList('bbb'),
      '_IBC/aaa-bbb.json': ibc('aaa', 'bbb'),
    })
    const registry = await loadIbcRegistryDirectory(dir)
    expect([...registry.chains.keys()].sort()).toEqual(['aaa', 'bbb'])
    expect(registry.chains.get('bbb')?.info.chain_id).toBe('bbb-1')
    expect([...registry.bridges.keys()]).toEqual(['aaa-bbb'])
  })

  it('refuses a file missing a field, naming the file and the field', async () => {
    const dir = await registryDir({
      'aaa/chain.json': { chain_name: 'aaa', bech32_prefix: 'aaa' },
      'aaa/assetlist.json': assetList('aaa'),
    })
    await expect(loadIbcRegistryDirectory(dir)).rejects.toThrow(/aaa\/chain\.json[\s\S]*chain_id/)
  })

  it('refuses a chain directory or an _IBC file named after other chains', async () => {
    const misnamed = await registryDir({
      'aaa/chain.json': chainJson('bbb'),
      'aaa/assetlist.json': assetList('bbb'),
    })
    await expect(loadIbcRegistryDirectory(misnamed)).rejects.toThrow('chain.json is for bbb')
    const unsorted = await registryDir({ '_IBC/bbb-aaa.json': ibc('aaa', 'bbb') })
    await expect(loadIbcRegistryDirectory(unsorted)).rejects.toThrow('the data is for aaa-bbb')
  })

  it('refuses a file that is not JSON or a chain without its asset list', async () => {
    const broken = await registryDir({ 'aaa/chain.json': '{', 'aaa/assetlist.json': '{}' })
    await expect(loadIbcRegistryDirectory(broken)).rejects.toThrow('is not JSON')
    const partial = await registryDir({ 'aaa/chain.json': chainJson('aaa') })
    await expect(loadIbcRegistryDirectory(partial)).rejects.toThrow('Cannot read')
  })
})

describe('mainnetIbcRegistry', () => {
  it("serves the chain-registry package's data in the registry's own field names", async () => {
    const registry = await mainnetIbcRegistry()
    expect([...registry.chains.keys()].sort()).toEqual(['cosmoshub', 'gitopia', 'osmosis'])
    const gitopia = registry.chains.get('gitopia')
    expect(gitopia?.info).toMatchObject({
      chain_name: 'gitopia',
      chain_id: 'gitopia',
      bech32_prefix: 'gitopia',
      slip44: 118,
      fees: { fee_tokens: [{ denom: 'ulore', fixed_min_gas_price: 0.001 }] },
    })
    expect(gitopia?.assets.assets[0]).toMatchObject({
      base: 'ulore',
      denom_units: [
        { denom: 'ulore', exponent: 0 },
        { denom: 'LORE', exponent: 6 },
      ],
      logo_URIs: { png: expect.stringMatching(/^https:\/\//) as unknown },
      type_asset: 'sdk.coin',
    })
    const lore = registry.chains
      .get('osmosis')
      ?.assets.assets.find(
        asset =>
          asset.base === 'ibc/B1C1806A540B3E165A2D42222C59946FB85BA325596FC85662D7047649F419F3',
      )
    expect(lore).toMatchObject({
      symbol: 'LORE',
      traces: [{ counterparty: { chain_name: 'gitopia', channel_id: 'channel-0' } }],
    })
    expect(registry.chains.get('cosmoshub')?.info.fees?.fee_tokens[0]?.denom).toBe('uatom')
  })

  it('has the one public Gitopia pair, with the ids of _IBC/gitopia-osmosis.json', async () => {
    const registry = await mainnetIbcRegistry()
    expect([...registry.bridges.keys()]).toEqual(['gitopia-osmosis'])
    expect(registry.bridges.get('gitopia-osmosis')).toMatchObject({
      chain_1: {
        chain_name: 'gitopia',
        client_id: '07-tendermint-0',
        connection_id: 'connection-0',
      },
      chain_2: { chain_name: 'osmosis', client_id: '07-tendermint-2787' },
      channels: [{ chain_1: { channel_id: 'channel-0' }, chain_2: { channel_id: 'channel-781' } }],
    })
  })
})

describe('registryFieldName', () => {
  it("spells the package's camelCase fields as the registry's files do", () => {
    expect(registryFieldName('fixedMinGasPrice')).toBe('fixed_min_gas_price')
    expect(registryFieldName('bech32Prefix')).toBe('bech32_prefix')
    expect(registryFieldName('bech32PrefixAccAddr')).toBe('bech32PrefixAccAddr')
    expect(registryFieldName('logoURIs')).toBe('logo_URIs')
    expect(registryFieldName('chain1')).toBe('chain_1')
    expect(registryFieldName('grpcWeb')).toBe('grpc-web')
    expect(registryFieldName('slip44')).toBe('slip44')
  })
})
