import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Secp256k1HdWallet } from '@cosmjs/amino'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  type OfflineSigner,
} from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient, StargateClient, type StdFee } from '@cosmjs/stargate'
import { MsgCreateUser } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
} from '@gitopia-client/chain/codec'
import { TEST_ACCOUNTS } from './genesis.ts'
import { startDevnet, type Devnet } from './node.ts'
import { spawnDevnet } from './testing/spawn.ts'

// What a client registers: the SDK's types plus Gitopia's, and the matching Amino converters.
const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const aminoTypes = createGitopiaAminoTypes(allGitopiaMsgTypes)
const CREATE_USER = '/gitopia.gitopia.gitopia.MsgCreateUser'
const fee = (amount: number, gas = 200_000, granter?: string): StdFee => ({
  amount: [{ denom: 'ulore', amount: String(amount) }],
  gas: String(gas),
  ...(granter ? { granter } : {}),
})

let devnet: Devnet
let home: string

async function connect(signer: OfflineSigner) {
  return SigningStargateClient.connectWithSigner(devnet.rpcUrl, signer, {
    registry,
    aminoTypes,
    gasPrice: GasPrice.fromString('0.001ulore'),
    broadcastPollIntervalMs: 50,
  })
}

const direct = (mnemonic: string) =>
  DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
const aminoOnly = (mnemonic: string) =>
  Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })

async function restJson(path: string) {
  const response = await fetch(`${devnet.restUrl}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A devnet in-process on the home `dir`, on free ports with 50 ms blocks. */
const startAt = (dir: string, options: { providerPorts?: readonly number[] } = {}) =>
  startDevnet({
    home: dir,
    restPort: 0,
    rpcPort: 0,
    chainId: 'gitopia-devnet-1',
    blockTimeMs: 50,
    ...options,
  })

async function start() {
  devnet = await startAt(home)
}

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'devnet-tx-'))
  await start()
})

afterAll(async () => {
  await devnet.close()
  await rm(home, { recursive: true, force: true })
})

describe('transactions signed with cosmjs', () => {
  it('sends tokens with a direct signer; the new balance shows over RPC and REST', async () => {
    const client = await connect(await direct(TEST_ACCOUNTS.alice.mnemonic))
    const fresh = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const recipient = (await fresh.getAccounts())[0]?.address ?? ''
    const before = BigInt((await client.getBalance(recipient, 'ulore')).amount)
    const result = await client.sendTokens(
      TEST_ACCOUNTS.alice.address,
      recipient,
      [{ denom: 'ulore', amount: '1234' }],
      'auto',
      'hello',
    )
    expect(result.code).toBe(0)
    expect(BigInt((await client.getBalance(recipient, 'ulore')).amount)).toBe(before + 1234n)
    const rest = await restJson(`/cosmos/bank/v1beta1/balances/${recipient}/by_denom?denom=ulore`)
    expect(rest.body).toEqual({ balance: { denom: 'ulore', amount: String(before + 1234n) } })
    const tx = await client.getTx(result.transactionHash)
    expect(tx?.height).toBe(result.height)
    expect(tx?.events.some(event => event.type === 'transfer')).toBe(true)
    client.disconnect()
  })

  it('creates a user with gitopia-js types; REST user and whois show it; gas from simulate covers delivery', async () => {
    const client = await connect(await direct(TEST_ACCOUNTS.alice.mnemonic))
    const msg = {
      typeUrl: CREATE_USER,
      value: MsgCreateUser.fromPartial({
        creator: TEST_ACCOUNTS.alice.address,
        username: 'Alice',
        name: 'Alice A.',
        bio: 'hi',
        avatarUrl: '',
      }),
    }
    const simulated = await client.simulate(TEST_ACCOUNTS.alice.address, [msg], '')
    expect(simulated).toBeGreaterThan(0)
    const result = await client.signAndBroadcast(
      TEST_ACCOUNTS.alice.address,
      [msg],
      fee(Math.ceil(simulated * 1.8 * 0.001), Math.ceil(simulated * 1.8)),
    )
    expect(result.code).toBe(0)
    expect(result.gasUsed).toBe(BigInt(simulated))
    expect(result.msgResponses[0]?.typeUrl).toBe('/gitopia.gitopia.gitopia.MsgCreateUserResponse')
    const user = await restJson('/gitopia/gitopia/gitopia/user/alice')
    expect(user.status).toBe(200)
    expect(user.body.User).toMatchObject({
      creator: TEST_ACCOUNTS.alice.address,
      username: 'Alice',
      name: 'Alice A.',
      bio: 'hi',
      id: '0',
      followers: [],
    })
    const whois = await restJson('/gitopia/gitopia/gitopia/whois/alice')
    expect(whois.body.Whois).toMatchObject({
      name: 'alice',
      address: TEST_ACCOUNTS.alice.address,
      ownerType: 'USER',
    })
    const account = await client.getAccount(TEST_ACCOUNTS.alice.address)
    expect(account?.pubkey).not.toBeNull()
    expect(await client.getHeight()).toBeGreaterThanOrEqual(result.height)
    client.disconnect()
  })

  it('accepts amino-only signatures (what a Ledger produces) for MsgSend and MsgCreateUser', async () => {
    const client = await connect(await aminoOnly(TEST_ACCOUNTS.bob.mnemonic))
    const send = await client.sendTokens(
      TEST_ACCOUNTS.bob.address,
      TEST_ACCOUNTS.dev.address,
      [{ denom: 'ulore', amount: '5' }],
      'auto',
    )
    expect(send.code).toBe(0)
    const create = await client.signAndBroadcast(
      TEST_ACCOUNTS.bob.address,
      [
        {
          typeUrl: CREATE_USER,
          value: MsgCreateUser.fromPartial({
            creator: TEST_ACCOUNTS.bob.address,
            username: 'bob-the-builder',
            name: 'Bob',
          }),
        },
      ],
      'auto',
    )
    expect(create.code).toBe(0)
    const whois = await restJson('/gitopia/gitopia/gitopia/whois/bob-the-builder')
    expect(whois.body.Whois).toMatchObject({ address: TEST_ACCOUNTS.bob.address })
    client.disconnect()
  })
})

describe('rejections carry the SDK code and a readable raw log', () => {
  type Overrides = { sequence?: number; chainId?: string; fee?: StdFee }

  async function signOffline(
    account: { mnemonic: string; address: string },
    overrides: Overrides = {},
    msgs: EncodeObject[] = [sendMsg(account.address)],
  ): Promise<TxRaw> {
    const wallet = await direct(account.mnemonic)
    const query = await StargateClient.connect(devnet.rpcUrl)
    const onChain = await query.getAccount(account.address)
    const signer = await SigningStargateClient.offline(wallet, { registry, aminoTypes })
    return signer.sign(account.address, msgs, overrides.fee ?? fee(500), '', {
      accountNumber: BigInt(onChain?.accountNumber ?? 0),
      sequence: overrides.sequence ?? onChain?.sequence ?? 0,
      chainId: overrides.chainId ?? 'gitopia-devnet-1',
    })
  }

  /** Signs as dev (with a wrong sequence, chain id or fee if asked) and broadcasts it as it is. */
  const broadcastAsDev = async (overrides: Overrides, msgs?: EncodeObject[]) =>
    broadcastRaw(await signOffline(TEST_ACCOUNTS.dev, overrides, msgs))

  const createUserAsDev = (username: string) => ({
    typeUrl: CREATE_USER,
    value: MsgCreateUser.fromPartial({ creator: TEST_ACCOUNTS.dev.address, username }),
  })

  function sendMsg(from: string, amount = '1') {
    return {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: from,
        toAddress: TEST_ACCOUNTS.bob.address,
        amount: [{ denom: 'ulore', amount }],
      },
    }
  }

  async function broadcastRaw(raw: TxRaw): Promise<{ code: number; log: string }> {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'broadcast_tx_commit',
        params: { tx: Buffer.from(TxRaw.encode(raw).finish()).toString('base64') },
      }),
    })
    const { result } = (await response.json()) as {
      result: {
        check_tx: { code: number; log: string }
        deliver_tx: { code: number; log: string } | null
      }
    }
    return result.check_tx.code !== 0 ? result.check_tx : (result.deliver_tx ?? result.check_tx)
  }

  it('wrong sequence → 32', async () => {
    const result = await broadcastAsDev({ sequence: 7 })
    expect(result.code).toBe(32)
    expect(result.log).toMatch(
      /^account sequence mismatch, expected \d+, got 7: incorrect account sequence$/,
    )
  })

  it('wrong chain id → 4 (signature verification failed)', async () => {
    const result = await broadcastAsDev({ chainId: 'gitopia' })
    expect(result.code).toBe(4)
    expect(result.log).toContain('signature verification failed; please verify account number')
    expect(result.log).toContain('chain-id (gitopia-devnet-1)')
  })

  it('bad signature → 4', async () => {
    const raw = await signOffline(TEST_ACCOUNTS.dev)
    const signature = Uint8Array.from(raw.signatures[0] ?? [])
    signature[10] = (signature[10] ?? 0) ^ 0xff
    expect((await broadcastRaw({ ...raw, signatures: [signature] })).code).toBe(4)
  })

  it('fee below the minimum gas price → 13', async () => {
    const result = await broadcastAsDev({ fee: fee(10) })
    expect(result.code).toBe(13)
    expect(result.log).toBe('insufficient fees; got: 10ulore required: 200ulore: insufficient fee')
  })

  it('insufficient funds for the fee → 5', async () => {
    const poor = await direct(TEST_ACCOUNTS.carol.mnemonic)
    const [{ address } = { address: '' }] = await poor.getAccounts()
    const raw = await signOffline({ mnemonic: TEST_ACCOUNTS.carol.mnemonic, address })
    const result = await broadcastRaw(raw)
    expect(result.code).toBe(5)
    expect(result.log).toContain('insufficient funds')
  })

  it('out of gas → 11, the fee is charged, the sequence moves, the send is reverted', async () => {
    const query = await StargateClient.connect(devnet.rpcUrl)
    const before = BigInt((await query.getBalance(TEST_ACCOUNTS.dev.address, 'ulore')).amount)
    const bobBefore = BigInt((await query.getBalance(TEST_ACCOUNTS.bob.address, 'ulore')).amount)
    const sequence = (await query.getAccount(TEST_ACCOUNTS.dev.address))?.sequence ?? 0
    const result = await broadcastAsDev({ fee: fee(20, 13_000) }, [
      sendMsg(TEST_ACCOUNTS.dev.address, '1000'),
    ])
    expect(result.code).toBe(11)
    expect(result.log).toMatch(
      /^out of gas in location: .*; gasWanted: 13000, gasUsed: \d+: out of gas$/,
    )
    expect(BigInt((await query.getBalance(TEST_ACCOUNTS.dev.address, 'ulore')).amount)).toBe(
      before - 20n,
    )
    expect(BigInt((await query.getBalance(TEST_ACCOUNTS.bob.address, 'ulore')).amount)).toBe(
      bobBefore,
    )
    expect((await query.getAccount(TEST_ACCOUNTS.dev.address))?.sequence).toBe(sequence + 1)
  })

  it('invalid username is refused at broadcast → 18', async () => {
    const result = await broadcastAsDev({}, [createUserAsDev('ab')])
    expect(result).toMatchObject({
      code: 18,
      log: 'username must consist minimum 3 chars: invalid request',
    })
  })

  it('duplicate username fails at inclusion with the keeper text → 18', async () => {
    const msg = createUserAsDev('ALICE')
    const result = await broadcastAsDev({}, [msg])
    expect(result).toMatchObject({
      code: 18,
      log: 'failed to execute message; message index: 0: username is already taken: (ALICE): invalid request',
    })
    const client = await connect(await direct(TEST_ACCOUNTS.dev.mnemonic))
    await expect(client.simulate(TEST_ACCOUNTS.dev.address, [msg], '')).rejects.toThrow(
      /Query failed with \(6\): .*username is already taken: \(ALICE\)/,
    )
  })
})

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
    const query = await StargateClient.connect(devnet.rpcUrl)
    expect(await query.getAccount(address)).toBeNull()
    const response = await fetch(`${devnet.restUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address }),
    })
    expect(response.status).toBe(200)
    const { txhash } = (await response.json()) as { txhash: string }
    expect((await query.getTx(txhash))?.code).toBe(0)
    expect((await query.getBalance(address, 'ulore')).amount).toBe('10000000')
    const bad = await fetch(`${devnet.restUrl}/faucet`, {
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

describe('the REST API through gitopia-js', () => {
  it("reads a created user and its whois record with gitopia-js's Api", async () => {
    const { Api } = (await import('@gitopia/gitopia-js/dist/rest')) as unknown as {
      Api: new (config: { baseURL: string }) => {
        queryUser(id: string): Promise<{ data: { User: { username: string } } }>
        queryWhois(name: string): Promise<{ data: { Whois: { address: string } } }>
      }
    }
    const api = new Api({ baseURL: devnet.restUrl })
    expect((await api.queryUser(TEST_ACCOUNTS.alice.address)).data.User.username).toBe('Alice')
    expect((await api.queryWhois('alice')).data.Whois.address).toBe(TEST_ACCOUNTS.alice.address)
  })
})

describe('persistence', () => {
  it('a restart with the same home keeps every committed tx and the state', async () => {
    const query = await StargateClient.connect(devnet.rpcUrl)
    const height = await query.getHeight()
    const aliceBalance = (await query.getBalance(TEST_ACCOUNTS.alice.address, 'ulore')).amount
    const txs = await query.searchTx(`message.sender='${TEST_ACCOUNTS.alice.address}'`)
    expect(txs.length).toBeGreaterThan(0)
    query.disconnect()
    await devnet.close()
    await start()
    const after = await StargateClient.connect(devnet.rpcUrl)
    expect(await after.getHeight()).toBeGreaterThan(height)
    expect((await after.getBalance(TEST_ACCOUNTS.alice.address, 'ulore')).amount).toBe(aliceBalance)
    for (const tx of txs) expect((await after.getTx(tx.hash))?.code).toBe(tx.code)
    expect((await restJson('/gitopia/gitopia/gitopia/user/alice')).status).toBe(200)
    after.disconnect()
  })

  /** A devnet in a child process (so it can be killed), blocks every 20 ms. */
  const spawnFastDevnet = (home: string) => spawnDevnet(home, ['--block-time-ms', '20'])

  it('after kill -9 during idle blocks the height never goes back, and every height answers', async () => {
    const idleHome = await mkdtemp(join(tmpdir(), 'devnet-idle-kill-'))
    const { child, ready } = await spawnFastDevnet(idleHome)
    const faucet = await fetch(`${ready.rest}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: TEST_ACCOUNTS.dev.address }),
    })
    expect(faucet.status).toBe(200)
    // Idle blocks only from here on; remember the highest height a client saw.
    const client = await StargateClient.connect(ready.rpc)
    let seen = 0
    while (seen < 40) {
      seen = Math.max(seen, await client.getHeight())
      await new Promise(resolve => setTimeout(resolve, 10))
    }
    seen = Math.max(seen, await client.getHeight())
    client.disconnect()
    child.kill('SIGKILL')
    await new Promise(resolve => child.once('exit', resolve))

    const restarted = await startAt(idleHome, { providerPorts: [] })
    try {
      const query = await StargateClient.connect(restarted.rpcUrl)
      expect(await query.getHeight()).toBeGreaterThanOrEqual(seen)
      for (let height = 1; height <= seen; height++) {
        const block = await query.getBlock(height)
        expect(block.header.height).toBe(height)
      }
      query.disconnect()
    } finally {
      await restarted.close()
      await rm(idleHome, { recursive: true, force: true })
    }
  }, 60_000)

  it('SIGKILL in the middle of a stream of txs loses nothing that was reported committed', async () => {
    const killHome = await mkdtemp(join(tmpdir(), 'devnet-kill-'))
    const { child, ready } = await spawnFastDevnet(killHome)
    const committed: string[] = []
    let stop = false
    const target = TEST_ACCOUNTS.dev.address
    const stream = (async () => {
      while (!stop) {
        try {
          const response = await fetch(`${ready.rest}/faucet`, {
            method: 'POST',
            body: JSON.stringify({ address: target }),
          })
          if (response.ok) committed.push(((await response.json()) as { txhash: string }).txhash)
        } catch {
          return
        }
      }
    })()
    while (committed.length < 5) await new Promise(resolve => setTimeout(resolve, 10))
    child.kill('SIGKILL')
    stop = true
    await stream
    await new Promise(resolve => child.once('exit', resolve))

    const restarted = await startAt(killHome)
    try {
      const query = await StargateClient.connect(restarted.rpcUrl)
      for (const hash of committed) expect((await query.getTx(hash))?.code, hash).toBe(0)
      query.disconnect()
    } finally {
      await restarted.close()
      await rm(killHome, { recursive: true, force: true })
    }
  }, 60_000)
})
