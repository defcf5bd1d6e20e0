import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { type Devnet } from '../node.ts'
import { startTestDevnet, type TestDevnet } from '../testing/harness.ts'

let devnet: Devnet
let testnet: TestDevnet

beforeAll(async () => {
  testnet = await startTestDevnet({
    providerPorts: [0],
  })
  devnet = testnet.devnet
})

afterAll(() => testnet.close())

/** A raw request, so the Host header can be set as a rebinding page would send it. */
function raw(url: string, headers: Record<string, string>, method = 'GET', body = '') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(url, { method, headers }, response => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      })
      request.on('error', reject)
      request.end(body)
    },
  )
}

const balance = async () => {
  const response = await fetch(
    `${devnet.restUrl}/cosmos/bank/v1beta1/balances/${TEST_ACCOUNTS.carol.address}/by_denom?denom=ulore`,
  )
  return ((await response.json()) as { balance: { amount: string } }).balance.amount
}

describe('the devnet answers loopback only', () => {
  it('refuses a foreign page: the faucet and the fault controls do nothing', async () => {
    const before = await balance()
    const faucet = await raw(
      `${devnet.restUrl}/faucet`,
      { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      'POST',
      JSON.stringify({ address: TEST_ACCOUNTS.carol.address }),
    )
    expect(faucet.status).toBe(403)
    expect(faucet.headers['access-control-allow-origin']).toBeUndefined()
    const fault = await raw(
      devnet.controlUrl,
      { Origin: 'https://evil.example' },
      'POST',
      JSON.stringify({ target: 'rest', down: true }),
    )
    expect(fault.status).toBe(403)
    expect(await balance()).toBe(before)
    const provider = devnet.providers[0]?.url ?? ''
    expect((await raw(`${provider}/healthz`, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await raw(devnet.rpcUrl, { Origin: 'https://evil.example' })).status).toBe(403)
  })

  it('refuses a rebinding Host', async () => {
    const response = await raw(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/node_info`, {
      Host: 'rebind.example:1317',
    })
    expect(response.status).toBe(403)
    expect(response.body).toContain('loopback only')
  })

  it('serves loopback pages (their origin echoed) and clients without an Origin', async () => {
    const page = await raw(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/node_info`, {
      Origin: 'http://127.0.0.1:4173',
    })
    expect(page.status).toBe(200)
    expect(page.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173')
    const node = await raw(`${devnet.restUrl}/cosmos/base/tendermint/v1beta1/node_info`, {})
    expect(node.status).toBe(200)
    const provider = devnet.providers[0]?.url ?? ''
    const fromApp = await raw(`${provider}/healthz`, { Origin: 'http://localhost:8080' })
    expect(fromApp.status).toBe(200)
    expect(fromApp.headers['access-control-allow-origin']).toBe('http://localhost:8080')
  })
})
