// Transactions of more modules (fee grants, rewards, multi-send) and the faucet, signed with what
// a real client registers (see tx-engine.test.ts for the tx pipeline itself).
import { DirectSecp256k1HdWallet, type OfflineSigner } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgCreateUser } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import {
  connectWithClientTypes,
  CREATE_USER,
  direct,
  fee,
  getRestJson,
} from './testing/client-types.ts'
import { useTestDevnet } from './testing/use-test-devnet.ts'

const testnet = useTestDevnet()
const connect = (signer: OfflineSigner) => connectWithClientTypes(testnet.devnet, signer)
const restJson = (path: string) => getRestJson(testnet.devnet, path)

describe('fee grants', () => {
  it('a granted tx is paid by the granter and reduces the allowance', async () => {
    const carol = await connect(await direct(TEST_ACCOUNTS.carol.mnemonic))
    const allowance = async () => {
      const { body } = await restJson(
        `/cosmos/feegrant/v1beta1/allowance/${TEST_ACCOUNTS.faucet.address}/${TEST_ACCOUNTS.carol.address}`,
      )
      return (body as { allowance: { allowance: { spend_limit: { amount: string }[] } } }).allowance
        .allowance.spend_limit[0]?.amount
    }
    expect(await allowance()).toBe('10000000')
    const result = await carol.signAndBroadcast(
      TEST_ACCOUNTS.carol.address,
      [
        {
          typeUrl: CREATE_USER,
          value: MsgCreateUser.fromPartial({
            creator: TEST_ACCOUNTS.carol.address,
            username: 'carol',
          }),
        },
      ],
      fee(300, 300_000, TEST_ACCOUNTS.faucet.address),
    )
    expect(result.code).toBe(0)
    expect(await allowance()).toBe('9999700')
    expect((await carol.getBalance(TEST_ACCOUNTS.carol.address, 'ulore')).amount).toBe('0')
    carol.disconnect()
  })
})

describe('more modules', () => {
  it('claims genesis rewards, multi-sends, grants and revokes an allowance', async () => {
    const dev = await connect(await direct(TEST_ACCOUNTS.dev.mnemonic))
    const rewardsBefore = await restJson(
      `/gitopia/gitopia/rewards/rewards/${TEST_ACCOUNTS.dev.address}`,
    )
    expect(rewardsBefore.body).toMatchObject({
      rewards: [{ series: 'ONE', claimable_amount: { denom: 'ulore', amount: '50000000' } }],
    })
    const claimRewards = () =>
      dev.signAndBroadcast(
        TEST_ACCOUNTS.dev.address,
        [
          {
            typeUrl: '/gitopia.gitopia.rewards.MsgClaim',
            value: { creator: TEST_ACCOUNTS.dev.address },
          },
        ],
        fee(300, 300_000),
      )
    const before = BigInt((await dev.getBalance(TEST_ACCOUNTS.dev.address, 'ulore')).amount)
    const claim = await claimRewards()
    expect(claim.code).toBe(0)
    expect(BigInt((await dev.getBalance(TEST_ACCOUNTS.dev.address, 'ulore')).amount)).toBe(
      before + 50_000_000n - 300n,
    )
    const again = await claimRewards()
    expect(again.code).toBe(18)

    const multi = await dev.signAndBroadcast(
      TEST_ACCOUNTS.dev.address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgMultiSend',
          value: {
            inputs: [
              { address: TEST_ACCOUNTS.dev.address, coins: [{ denom: 'ulore', amount: '30' }] },
            ],
            outputs: [
              { address: TEST_ACCOUNTS.alice.address, coins: [{ denom: 'ulore', amount: '10' }] },
              { address: TEST_ACCOUNTS.bob.address, coins: [{ denom: 'ulore', amount: '20' }] },
            ],
          },
        },
      ],
      'auto',
    )
    expect(multi.code).toBe(0)

    const fresh =
      (await (await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })).getAccounts())[0]
        ?.address ?? ''
    const grant = await dev.signAndBroadcast(
      TEST_ACCOUNTS.dev.address,
      [
        {
          typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
          value: {
            granter: TEST_ACCOUNTS.dev.address,
            grantee: fresh,
            allowance: {
              typeUrl: '/cosmos.feegrant.v1beta1.BasicAllowance',
              value: BasicAllowance.encode({
                spendLimit: [{ denom: 'ulore', amount: '5000' }],
              }).finish(),
            },
          },
        },
      ],
      'auto',
    )
    expect(grant.code).toBe(0)
    expect(await dev.getAccount(fresh)).not.toBeNull()
    const issued = await restJson(`/cosmos/feegrant/v1beta1/issued/${TEST_ACCOUNTS.dev.address}`)
    expect(issued.body).toMatchObject({
      allowances: [
        {
          grantee: fresh,
          allowance: {
            '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
            spend_limit: [{ denom: 'ulore', amount: '5000' }],
          },
        },
      ],
    })
    const revoke = await dev.signAndBroadcast(
      TEST_ACCOUNTS.dev.address,
      [
        {
          typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
          value: { granter: TEST_ACCOUNTS.dev.address, grantee: fresh },
        },
      ],
      'auto',
    )
    expect(revoke.code).toBe(0)
    expect(
      (await restJson(`/cosmos/feegrant/v1beta1/allowance/${TEST_ACCOUNTS.dev.address}/${fresh}`))
        .status,
    ).toBe(500)
    dev.disconnect()
  })
})

describe('faucet and lookups', () => {
  it('credits a fixed amount and returns the tx hash; malformed addresses get 400 JSON', async () => {
    const fresh = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const address = (await fresh.getAccounts())[0]?.address ?? ''
    const query = await StargateClient.connect(testnet.devnet.rpcUrl)
    expect(await query.getAccount(address)).toBeNull()
    const response = await fetch(`${testnet.devnet.restUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address }),
    })
    expect(response.status).toBe(200)
    const { txhash } = (await response.json()) as { txhash: string }
    expect((await query.getTx(txhash))?.code).toBe(0)
    expect((await query.getBalance(address, 'ulore')).amount).toBe('10000000')
    const bad = await fetch(`${testnet.devnet.restUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: 'gitopia1nope' }),
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('invalid address')
    const unknownRoute = await restJson('/cosmos/nothing/here')
    expect(unknownRoute).toEqual({
      status: 501,
      body: { code: 12, message: 'Not Implemented', details: [] },
    })
    query.disconnect()
  })
})
