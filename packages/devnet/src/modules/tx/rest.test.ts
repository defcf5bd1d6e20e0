import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../genesis.ts'
import { startDevnet, type Devnet } from '../../node.ts'

let devnet: Devnet
let home: string

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'devnet-tx-rest-'))
  devnet = await startDevnet({
    home,
    restPort: 0,
    rpcPort: 0,
    chainId: 'gitopia-devnet-1',
    blockTimeMs: 50,
    providerPorts: [],
  })
})

afterAll(async () => {
  await devnet.close()
  await rm(home, { recursive: true, force: true })
})

describe('GET /cosmos/tx/v1beta1/txs/{hash}', () => {
  it('prints Msgs with the proto field names, as the SDK gateway does', async () => {
    const faucet = await fetch(`${devnet.restUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: TEST_ACCOUNTS.carol.address }),
    })
    const { txhash } = (await faucet.json()) as { txhash: string }
    const response = await fetch(`${devnet.restUrl}/cosmos/tx/v1beta1/txs/${txhash}`)
    const body = (await response.json()) as { tx: { body: { messages: unknown[] } } }
    expect(body.tx.body.messages[0]).toEqual({
      '@type': '/cosmos.bank.v1beta1.MsgSend',
      from_address: TEST_ACCOUNTS.faucet.address,
      to_address: TEST_ACCOUNTS.carol.address,
      amount: [{ denom: 'ulore', amount: '10000000' }],
    })
  })
})
