import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { useTestDevnet } from '../testing/use-test-devnet.ts'

const testnet = useTestDevnet()

const newAddress = async () =>
  (await (await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })).getAccounts())[0]
    ?.address ?? ''

const claim = async (body: unknown) => {
  const response = await fetch(`${testnet.devnet.restUrl}/faucet/claim`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const rest = async (path: string) => {
  const response = await fetch(`${testnet.devnet.restUrl}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the public faucet (/faucet/claim)', () => {
  it('sends 10 LORE once a minute per address and answers a second claim with 429 and why', async () => {
    const address = await newAddress()
    const first = await claim({ address })
    expect(first.status).toBe(200)
    expect(first.body.txhash).toMatch(/^[0-9A-F]{64}$/)
    const balance = await rest(`/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`)
    expect(balance.body.balance).toEqual({ denom: 'ulore', amount: '10000000' })

    const again = await claim({ address, mode: 'tokens' })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(
      /^This address already got LORE from the faucet in the last 60 s; try again in \d+ s\.$/,
    )
    // Another address is not held back by the first one's claim.
    expect((await claim({ address: await newAddress() })).status).toBe(200)
  })

  it('grants a BasicAllowance of 10 LORE from the faucet account in grant mode', async () => {
    const address = await newAddress()
    const granted = await claim({ address, mode: 'grant' })
    expect(granted.status).toBe(200)
    const allowance = await rest(
      `/cosmos/feegrant/v1beta1/allowance/${TEST_ACCOUNTS.faucet.address}/${address}`,
    )
    expect(allowance.status).toBe(200)
    expect(allowance.body.allowance).toMatchObject({
      granter: TEST_ACCOUNTS.faucet.address,
      grantee: address,
      allowance: {
        '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
        spend_limit: [{ denom: 'ulore', amount: '10000000' }],
      },
    })
    // No LORE was sent, and the grant has its own limit.
    const balance = await rest(`/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`)
    expect(balance.body.balance).toEqual({ denom: 'ulore', amount: '0' })
    const again = await claim({ address, mode: 'grant' })
    expect(again.status).toBe(429)
    expect(again.body.message).toContain('already got a fee grant')
  })

  it('refuses a malformed address or an unknown mode with 400', async () => {
    const bad = await claim({ address: 'gitopia1nope' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('invalid address')
    const mode = await claim({ address: await newAddress(), mode: 'all' })
    expect(mode.status).toBe(400)
    expect(mode.body.message).toBe('mode must be "tokens" or "grant", not "all"')
  })
})
