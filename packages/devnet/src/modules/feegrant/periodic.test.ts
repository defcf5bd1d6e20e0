import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import type { StdFee } from '@cosmjs/stargate'
import { PeriodicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { signingClient } from '../../testing/harness.ts'
import { useTestDevnet } from '../../testing/use-test-devnet.ts'

const dev = TEST_ACCOUNTS.dev.address
const PERIOD_SECONDS = 3

const testnet = useTestDevnet()

const grantedFee = (amount: number): StdFee => ({
  amount: [{ denom: 'ulore', amount: String(amount) }],
  gas: '200000',
  granter: dev,
})

describe('PeriodicAllowance fee grants', () => {
  it('limits each period to period_can_spend, refills after period_reset, keeps the basic cap', async () => {
    const granter = await signingClient(
      testnet.devnet,
      await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.dev.mnemonic, { prefix: 'gitopia' }),
    )
    const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const grantee = (await wallet.getAccounts())[0]?.address ?? ''
    const grant = await granter.signAndBroadcast(
      dev,
      [
        {
          typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
          value: {
            granter: dev,
            grantee,
            allowance: {
              typeUrl: '/cosmos.feegrant.v1beta1.PeriodicAllowance',
              value: PeriodicAllowance.encode(
                PeriodicAllowance.fromPartial({
                  basic: { spendLimit: [{ denom: 'ulore', amount: '5000' }] },
                  period: { seconds: BigInt(PERIOD_SECONDS), nanos: 0 },
                  periodSpendLimit: [{ denom: 'ulore', amount: '3000' }],
                  periodCanSpend: [],
                }),
              ).finish(),
            },
          },
        },
      ],
      'auto',
    )
    expect(grant.code).toBe(0)

    const allowance = async () => {
      const response = await fetch(
        `${testnet.devnet.restUrl}/cosmos/feegrant/v1beta1/allowance/${dev}/${grantee}`,
      )
      return ((await response.json()) as { allowance: { allowance: Record<string, unknown> } })
        .allowance.allowance
    }
    expect(await allowance()).toMatchObject({
      '@type': '/cosmos.feegrant.v1beta1.PeriodicAllowance',
      basic: { spend_limit: [{ denom: 'ulore', amount: '5000' }], expiration: null },
      period: `${PERIOD_SECONDS}s`,
      period_spend_limit: [{ denom: 'ulore', amount: '3000' }],
      period_can_spend: [{ denom: 'ulore', amount: '3000' }],
    })

    const client = await signingClient(testnet.devnet, wallet)
    const msg = (username: string) => ({
      typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
      value: { creator: grantee, username, name: '', bio: '', avatarUrl: '' },
    })
    const before = await granter.getBalance(dev, 'ulore')
    const first = await client.signAndBroadcast(grantee, [msg('periodic-one')], grantedFee(2000))
    expect(first.code).toBe(0)
    expect(BigInt((await granter.getBalance(dev, 'ulore')).amount)).toBe(
      BigInt(before.amount) - 2000n,
    )
    expect(await allowance()).toMatchObject({
      basic: { spend_limit: [{ denom: 'ulore', amount: '3000' }] },
      period_can_spend: [{ denom: 'ulore', amount: '1000' }],
    })

    await expect(
      client.signAndBroadcast(grantee, [msg('periodic-two')], grantedFee(2000)),
    ).rejects.toThrow(
      `${dev} does not allow to pay fees for ${grantee}: period limit: fee limit exceeded`,
    )

    await new Promise(resolve => setTimeout(resolve, PERIOD_SECONDS * 1000 + 500))
    // A new period: 3000 again, but only 3000 remain of the basic cap, so a 2000 fee passes once…
    const updated = await client.signAndBroadcast(
      grantee,
      [
        {
          typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateUserBio',
          value: { creator: grantee, bio: 'paid by the period' },
        },
      ],
      grantedFee(2000),
    )
    expect(updated.code).toBe(0)
    // …and the next 2000 exceeds the 1000 left of the basic cap.
    await expect(
      client.signAndBroadcast(
        grantee,
        [
          {
            typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateUserBio',
            value: { creator: grantee, bio: 'too much' },
          },
        ],
        grantedFee(2000),
      ),
    ).rejects.toThrow(/fee limit exceeded/)
    client.disconnect()
    granter.disconnect()
  }, 30_000)
})
