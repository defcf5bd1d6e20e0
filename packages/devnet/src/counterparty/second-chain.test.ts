// The engine is not Gitopia-bound: a tiny chain with auth + bank only, another prefix and denom.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SigningStargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { afterAll, expect, it } from 'vitest'
import { BlockLog } from '../chain/block-log.ts'
import { ChainNode } from '../chain/chain-node.ts'
import { walletFromMnemonic } from '../chain/fast-wallet.ts'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { appWithAuthAnte } from '../modules/auth/ante.ts'
import { AuthKeeper } from '../modules/auth/keeper.ts'
import { authModule } from '../modules/auth/module.ts'
import { BankKeeper } from '../modules/bank/keeper.ts'
import { bankModule } from '../modules/bank/module.ts'
import { FeegrantKeeper } from '../modules/feegrant/keeper.ts'
import { infiniteGas } from '../state/gas.ts'
import { Store } from '../state/store.ts'

const homes: string[] = []
afterAll(async () => {
  await Promise.all(homes.map(home => rm(home, { recursive: true, force: true })))
})

it('runs a second chain with bank + auth only, its own prefix, denom and chain id', async () => {
  const home = await mkdtemp(join(tmpdir(), 'second-chain-'))
  homes.push(home)
  const config = {
    chainId: 'osmosis-test-1',
    bech32Prefix: 'osmo',
    denom: 'uosmo',
    minGasPrice: 0.025,
    appName: 'osmosisd',
  }
  const store = new Store()
  const auth = new AuthKeeper(store)
  const bank = new BankKeeper(store, auth)
  const registry = createGitopiaRegistry([])
  const { app } = appWithAuthAnte({
    config,
    store,
    auth,
    bank,
    feegrant: new FeegrantKeeper(store, auth),
    registry,
    modules: [authModule(auth), bankModule(bank, { prefix: 'osmo' })],
  })
  const log = BlockLog.open(join(home, 'blocks.log'))
  const node = new ChainNode(config.chainId, app, log, new Date('2026-01-01T00:00:00Z'))
  const wallet = await walletFromMnemonic(TEST_ACCOUNTS.alice.mnemonic, 'osmo')
  const [alice] = await wallet.getAccounts()
  const bob = (
    await (await walletFromMnemonic(TEST_ACCOUNTS.bob.mnemonic, 'osmo')).getAccounts()
  )[0]
  if (!alice || !bob) throw new Error('no accounts')
  expect(alice.address).toMatch(/^osmo1/)
  store.transact(infiniteGas(), () =>
    bank.mint(alice.address, [{ denom: 'uosmo', amount: '10000000' }]),
  )

  const client = await SigningStargateClient.offline(wallet, { registry })
  const sign = async (chainId: string, fee: string) =>
    TxRaw.encode(
      await client.sign(
        alice.address,
        [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: alice.address,
              toAddress: bob.address,
              amount: [{ denom: 'uosmo', amount: '1000' }],
            },
          },
        ],
        { amount: [{ denom: 'uosmo', amount: fee }], gas: '200000' },
        '',
        { accountNumber: 0n, sequence: Number(app.expectedSequence(alice.address)), chainId },
      ),
    ).finish()

  // Fees are checked in this chain's denom at its minimum gas price (200000 × 0.025 = 5000).
  expect(node.broadcast(await sign(config.chainId, '4999')).check.log).toMatch(
    /insufficient fees.*required: 5000uosmo/,
  )
  // A signature for another chain id does not verify here.
  expect(node.broadcast(await sign('gitopia-devnet-1', '5000')).check.log).toMatch(
    /signature verification failed/,
  )
  const { check } = node.broadcast(await sign(config.chainId, '5000'))
  expect(check.code).toBe(0)
  node.produceBlock()
  expect(bank.balance(bob.address, 'uosmo').amount).toBe('1000')
  expect(bank.balance(alice.address, 'uosmo').amount).toBe(String(10_000_000 - 1000 - 5000))
  node.stop()
  log.close()
})
