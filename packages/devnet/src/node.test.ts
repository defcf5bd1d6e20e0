import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { StargateClient } from '@cosmjs/stargate'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import { startDevnet } from './node.ts'
import { useTestDevnet } from './testing/use-test-devnet.ts'

const testnet = useTestDevnet()

describe('devnet skeleton', () => {
  it('answers cosmjs status: chain id and a growing height', async () => {
    const client = await StargateClient.connect(testnet.devnet.rpcUrl)
    expect(await client.getChainId()).toBe('gitopia-devnet-1')
    const first = await client.getHeight()
    await new Promise(resolve => setTimeout(resolve, 150))
    expect(await client.getHeight()).toBeGreaterThan(first)
    client.disconnect()
  })

  it('reports the network name over REST node_info', async () => {
    const response = await fetch(
      `${testnet.devnet.restUrl}/cosmos/base/tendermint/v1beta1/node_info`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await response.json()) as { default_node_info: { network: string } }
    expect(body.default_node_info.network).toBe('gitopia-devnet-1')
  })

  it('serves genesis balances, all spendable, and an empty list for unknown addresses', async () => {
    for (const route of ['balances', 'spendable_balances']) {
      const alice = await fetch(
        `${testnet.devnet.restUrl}/cosmos/bank/v1beta1/${route}/${TEST_ACCOUNTS.alice.address}`,
      )
      expect(await alice.json(), route).toEqual({
        balances: [{ denom: 'ulore', amount: '1000000000' }],
        pagination: { next_key: null, total: '1' },
      })
    }
    const byDenom = await fetch(
      `${testnet.devnet.restUrl}/cosmos/bank/v1beta1/balances/${TEST_ACCOUNTS.carol.address}/by_denom?denom=ulore`,
    )
    expect(await byDenom.json()).toEqual({ balance: { denom: 'ulore', amount: '0' } })
  })

  it('answers unknown routes with the gateway 501 body', async () => {
    const response = await fetch(`${testnet.devnet.restUrl}/no/such/route`)
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({ code: 12, message: 'Not Implemented', details: [] })
  })

  it('answers CORS preflights for the app origin', async () => {
    const response = await fetch(`${testnet.devnet.rpcUrl}/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type')
  })

  it('answers unknown JSON-RPC methods with -32601', async () => {
    const response = await fetch(testnet.devnet.rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'nope', params: {} }),
    })
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32601 } })
  })

  it('keeps its genesis in the home directory and honours a genesis file', async () => {
    const file = join(testnet.home, 'custom.json')
    await writeFile(
      file,
      JSON.stringify({
        genesis_time: '2026-02-02T00:00:00Z',
        accounts: [
          { address: TEST_ACCOUNTS.carol.address, coins: [{ denom: 'ulore', amount: '7' }] },
        ],
      }),
    )
    const other = await startDevnet({
      home: join(testnet.home, 'other'),
      restPort: 0,
      rpcPort: 0,
      chainId: 'gitopia-devnet-2',
      blockTimeMs: 1000,
      genesisFile: file,
    })
    try {
      const response = await fetch(
        `${other.restUrl}/cosmos/bank/v1beta1/balances/${TEST_ACCOUNTS.carol.address}/by_denom?denom=ulore`,
      )
      expect(await response.json()).toEqual({ balance: { denom: 'ulore', amount: '7' } })
    } finally {
      await other.close()
    }
  })
})
