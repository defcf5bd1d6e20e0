import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { MsgCreateUser } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
} from '@gitopia-client/chain/codec'
import {
  ChainIdMismatchError,
  GasCapError,
  signOffchainData,
  TxFailedError,
  TxPendingError,
  TxPipeline,
  type TxReview,
} from '@gitopia-client/chain/tx'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import { verifySignedData } from './modules/offchain/verify.ts'
import { useTestDevnet } from './testing/use-test-devnet.ts'

const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const aminoTypes = createGitopiaAminoTypes(allGitopiaMsgTypes)
const testnet = useTestDevnet()
let pipeline: TxPipeline

const signerFor = async (mnemonic: string, amino = false) => {
  const offlineSigner = amino
    ? await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
    : await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
  const [account] = await offlineSigner.getAccounts()
  return { address: account?.address ?? '', offlineSigner }
}

/** The account's sequence as the node reports it: it moves only when a tx lands. */
const sequenceOf = async (address: string) =>
  (
    (await (
      await fetch(`${testnet.devnet.restUrl}/cosmos/auth/v1beta1/accounts/${address}`)
    ).json()) as {
      account: { sequence: string }
    }
  ).account.sequence

const send = (from: string, amount: string) => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: {
    fromAddress: from,
    toAddress: TEST_ACCOUNTS.carol.address,
    amount: [{ denom: 'ulore', amount }],
  },
})

beforeAll(async () => {
  pipeline = new TxPipeline({
    rpc: testnet.devnet.rpcUrl,
    registry,
    aminoTypes,
    pollIntervalMs: 50,
  })
})

describe('the transaction pipeline against the devnet', () => {
  it('simulates, pays gas × 1.8 at the chosen price, and reports the fee before signing', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.alice.mnemonic)
    let shownFee: { amount: readonly { amount: string }[]; gas: string } | undefined
    const result = await pipeline.submit(signer, {
      msgs: [send(signer.address, '7')],
      gasPrice: { amount: '0.0024', denom: 'ulore' },
      review: review => {
        shownFee = review.fee
        return Promise.resolve()
      },
    })
    expect(result.hash).toMatch(/^[0-9A-F]{64}$/)
    const gas = BigInt(shownFee?.gas ?? '0')
    // gas × 1.8 of the simulation (delivery may differ by a few units of state-size gas)
    expect(gas * 10n).toBeGreaterThanOrEqual(result.gasUsed * 17n)
    expect(gas * 10n).toBeLessThanOrEqual(result.gasUsed * 19n)
    expect(shownFee?.amount[0]?.amount).toBe(String((gas * 24n + 9999n) / 10000n))
  })

  it('signs amino for a Ledger-like signer', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.bob.mnemonic, true)
    const msg = {
      typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
      value: MsgCreateUser.fromPartial({ creator: signer.address, username: 'bobby' }),
    }
    expect((await pipeline.submit(signer, { msgs: [msg] })).rawLog).toContain('CreateUser')
  })

  it('turns a keeper refusal into TxFailedError with the raw log and a short sentence', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.dev.mnemonic)
    const msg = {
      typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
      value: MsgCreateUser.fromPartial({ creator: signer.address, username: 'bobby' }),
    }
    const error = await pipeline.submit(signer, { msgs: [msg] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TxFailedError)
    expect((error as TxFailedError).message).toBe('Username is already taken: (bobby)')
    expect((error as TxFailedError).rawLog).toContain('username is already taken: (bobby)')
  })

  it('maps insufficient funds to a human sentence', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.dev.mnemonic)
    const error = await pipeline
      .submit(signer, { msgs: [send(signer.address, '999999999999999')] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TxFailedError)
    expect((error as TxFailedError).message).toBe(
      'Not enough funds to pay for this transaction and its fee.',
    )
  })

  it('signs nothing when the node serves another chain than the configured one', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.dev.mnemonic)
    const sequence = () => sequenceOf(signer.address)
    const before = await sequence()
    const error = await pipeline
      .submit(signer, { msgs: [send(signer.address, '1')], chainId: 'gitopia' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainIdMismatchError)
    expect((error as Error).message).toBe(
      'This node serves chain gitopia-devnet-1, expected gitopia',
    )
    await expect(
      pipeline.estimate(signer, { msgs: [send(signer.address, '1')], chainId: 'gitopia' }),
    ).rejects.toBeInstanceOf(ChainIdMismatchError)
    expect(await sequence()).toBe(before)
    const ok = await pipeline.submit(signer, {
      msgs: [send(signer.address, '1')],
      chainId: 'gitopia-devnet-1',
    })
    expect(ok.hash).toMatch(/^[0-9A-F]{64}$/)
  })

  it('shows the review before signing; a rejection signs and sends nothing', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.dev.mnemonic)
    const sequence = () => sequenceOf(signer.address)
    const before = await sequence()
    const reviews: TxReview[] = []
    const rejected = new Error('Transaction rejected')
    const error = await pipeline
      .submit(signer, {
        msgs: [send(signer.address, '3')],
        memo: 'thanks',
        feeGranter: TEST_ACCOUNTS.faucet.address,
        review: async review => {
          reviews.push(review)
          throw rejected
        },
      })
      .catch((e: unknown) => e)
    expect(error).toBe(rejected)
    expect(reviews).toHaveLength(1)
    const [review] = reviews
    expect(review?.chainId).toBe('gitopia-devnet-1')
    expect(review?.memo).toBe('thanks')
    expect(review?.signer).toBe(signer.address)
    // The faucet grants this account nothing: the simulation with it as granter fails and the
    // signer pays, as the review says (a named granter is never trusted unchecked).
    expect(review?.fee.granter).toBeUndefined()
    expect(Number(review?.fee.gas)).toBeGreaterThan(0)
    expect(review?.msgs[0]?.typeUrl).toBe('/cosmos.bank.v1beta1.MsgSend')
    // Give a broadcast the time to land: the account's sequence did not move.
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(await sequence()).toBe(before)
    const ok = await pipeline.submit(signer, {
      msgs: [send(signer.address, '3')],
      review: async () => {},
    })
    expect(ok.hash).toMatch(/^[0-9A-F]{64}$/)
    expect(await sequence()).not.toBe(before)
  })

  it('refuses a simulation above the gas cap instead of asking the user to pay it', async () => {
    const capped = new TxPipeline({
      rpc: testnet.devnet.rpcUrl,
      registry,
      aminoTypes,
      maxGas: 1000,
    })
    const signer = await signerFor(TEST_ACCOUNTS.dev.mnemonic)
    const error = await capped
      .submit(signer, { msgs: [send(signer.address, '1')] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GasCapError)
    expect((error as Error).message).toMatch(/more than the 1000 this app ever needs/)
  })

  it('refuses a second submission while one is pending', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.alice.mnemonic)
    const first = pipeline.submit(signer, { msgs: [send(signer.address, '1')] })
    await expect(
      pipeline.submit(signer, { msgs: [send(signer.address, '1')] }),
    ).rejects.toBeInstanceOf(TxPendingError)
    await first
  })

  it('pays with the fee granter when asked', async () => {
    const signer = await signerFor(TEST_ACCOUNTS.carol.mnemonic)
    const msg = {
      typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
      value: MsgCreateUser.fromPartial({ creator: signer.address, username: 'carol-c' }),
    }
    const result = await pipeline.submit(signer, {
      msgs: [msg],
      feeGranter: TEST_ACCOUNTS.faucet.address,
    })
    expect(
      result.events.some(
        e =>
          e.type === 'tx' &&
          e.attributes.some(a => a.key === 'fee_payer' && a.value === TEST_ACCOUNTS.faucet.address),
      ),
    ).toBe(true)
  })
})

describe('off-chain signed data', () => {
  it('verifies direct and amino signatures with the fixed signer data, and rejects tampering', async () => {
    const payload = {
      action: 'new-release',
      repositoryId: '1',
      tagName: 'v1',
      name: 'a.zip',
      size: 3,
      sha256: 'ab',
    }
    for (const amino of [false, true]) {
      const signer = await signerFor(TEST_ACCOUNTS.alice.mnemonic, amino)
      const signed = await signOffchainData(signer, payload, { registry, aminoTypes })
      const verified = verifySignedData(signed)
      expect(verified.signer).toBe(signer.address)
      expect(verified.payload).toEqual(payload)
      const tampered = Buffer.from(signed, 'base64')
      tampered[tampered.length - 5] = (tampered[tampered.length - 5] ?? 0) ^ 1
      expect(() => verifySignedData(tampered.toString('base64'))).toThrow()
    }
  })
})
