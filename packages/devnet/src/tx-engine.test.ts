import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  type OfflineSigner,
} from '@cosmjs/proto-signing'
import { SigningStargateClient, StargateClient, type StdFee } from '@cosmjs/stargate'
import { MsgCreateUser } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import type { Devnet } from './node.ts'
import {
  aminoOnly,
  aminoTypes,
  connectWithClientTypes,
  CREATE_USER,
  direct,
  fee,
  getRestJson,
  registry,
} from './testing/client-types.ts'
import { startDevnetAt } from './testing/harness.ts'
import { spawnDevnet } from './testing/spawn.ts'

let devnet: Devnet
let home: string

const connect = (signer: OfflineSigner) => connectWithClientTypes(devnet, signer)
const restJson = (path: string) => getRestJson(devnet, path)

async function start() {
  devnet = await startDevnetAt(home)
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

  /**
   * A devnet in a child process (so it can be killed), blocks every 20 ms. Its tests allow 120 s:
   * starting a child devnet and restarting from its log took over 60 s at load 21.
   */
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

    const restarted = await startDevnetAt(idleHome, { providerPorts: [] })
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
  }, 120_000)

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
    // Bounded, so a stream that stalls says so instead of running into the test's timeout.
    const deadline = Date.now() + 30_000
    while (committed.length < 5 && Date.now() < deadline)
      await new Promise(resolve => setTimeout(resolve, 10))
    child.kill('SIGKILL')
    stop = true
    await stream
    await new Promise(resolve => child.once('exit', resolve))
    expect(committed.length, 'faucet txs committed before the kill').toBeGreaterThanOrEqual(5)

    // No storage providers: the restart is about the chain's log (as the idle test above).
    const restarted = await startDevnetAt(killHome, { providerPorts: [] })
    try {
      const query = await StargateClient.connect(restarted.rpcUrl)
      for (const hash of committed) expect((await query.getTx(hash))?.code, hash).toBe(0)
      query.disconnect()
    } finally {
      await restarted.close()
      await rm(killHome, { recursive: true, force: true })
    }
  }, 120_000)
})
