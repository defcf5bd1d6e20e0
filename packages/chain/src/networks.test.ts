import { describe, expect, it } from 'vitest'
import { mainnetNetwork } from './mainnet.ts'
import { devnetNetwork, networkSchema } from './networks.ts'

describe('networks', () => {
  it('offers four mainnet providers from the chain registry, each with REST and RPC', () => {
    const mainnet = mainnetNetwork()
    expect(mainnet.chainId).toBe('gitopia')
    expect(mainnet.addressPrefix).toBe('gitopia')
    expect(mainnet.providers).toHaveLength(4)
    for (const provider of mainnet.providers) {
      expect(provider.apiEndpoint).toMatch(/^https:\/\//)
      expect(provider.rpcEndpoint).toMatch(/^https:\/\//)
      expect(provider.name).not.toBe('')
    }
  })

  it('points the devnet at loopback by default', () => {
    expect(devnetNetwork().providers).toEqual([
      {
        name: 'Local devnet',
        apiEndpoint: 'http://127.0.0.1:1317',
        rpcEndpoint: 'http://127.0.0.1:26657',
      },
    ])
  })

  it('rejects a configuration with a broken endpoint, naming the field', () => {
    const result = networkSchema.safeParse({
      id: 'custom',
      chainId: 'gitopia',
      addressPrefix: 'gitopia',
      providers: [{ name: 'x', apiEndpoint: 'javascript:alert(1)', rpcEndpoint: 'http://a' }],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['providers', 0, 'apiEndpoint'])
  })

  it('names the default storage provider by its account address, never a URL', () => {
    const network = {
      id: 'custom',
      chainId: 'gitopia',
      addressPrefix: 'gitopia',
      providers: [{ name: 'x', apiEndpoint: 'http://a', rpcEndpoint: 'http://b' }],
    }
    const address = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
    expect(networkSchema.parse({ ...network, defaultStorageProvider: address })).toMatchObject({
      defaultStorageProvider: address,
    })
    const url = networkSchema.safeParse({
      ...network,
      defaultStorageProvider: 'https://sp.example',
    })
    expect(url.error?.issues[0]?.path).toEqual(['defaultStorageProvider'])
  })
})
