import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFeeAllowances, grantsCovering } from '@gitopia-client/chain'
import { TxPipeline, type TxReview } from '@gitopia-client/chain/tx'
import { TEST_ACCOUNTS } from './seed/demo-world.ts'
import { aminoTypes } from './testing/client-types.ts'
import { grantAllowance } from './testing/fee-grants.ts'
import { startHarness, type Harness } from './testing/harness.ts'

// A stranger's grant restricted to votes must not stop a low-balance account from sending: the
// client skips grants that do not cover the tx, and the pipeline falls back when the chain
// refuses a grant (in simulation or CheckTx).
const SEND = '/cosmos.bank.v1beta1.MsgSend'
const VOTE = '/cosmos.gov.v1beta1.MsgVote'
const stranger = TEST_ACCOUNTS.bob.address
const friend = TEST_ACCOUNTS.dev.address

let h: Harness
let pipeline: TxPipeline
let grantee: { address: string; offlineSigner: DirectSecp256k1HdWallet }

const allowance = (granter: string, allowedMessages: readonly string[] | null) =>
  grantAllowance(
    granter,
    grantee.address,
    allowedMessages ? { allowedMessages } : { spendLimit: 1_000_000n },
  )

const sendOne = () => ({
  typeUrl: SEND,
  value: {
    fromAddress: grantee.address,
    toAddress: TEST_ACCOUNTS.alice.address,
    amount: [{ denom: 'ulore', amount: '1' }],
  },
})

const paidBy = (
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
) =>
  events
    .filter(event => event.type === 'tx')
    .flatMap(event => event.attributes)
    .find(attribute => attribute.key === 'fee_payer')?.value

beforeAll(async () => {
  h = await startHarness()
  pipeline = new TxPipeline({
    rpc: h.devnet.rpcUrl,
    registry: h.devnet.registry,
    aminoTypes,
    pollIntervalMs: 50,
  })
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  grantee = { address: (await wallet.getAccounts())[0]?.address ?? '', offlineSigner: wallet }
  expect((await h.send('bob', [allowance(stranger, [VOTE])])).code).toBe(0)
  expect((await h.send('dev', [allowance(friend, null)])).code).toBe(0)
  const funded = await h.send('alice', [
    {
      type: SEND,
      value: {
        fromAddress: TEST_ACCOUNTS.alice.address,
        toAddress: grantee.address,
        amount: [{ denom: 'ulore', amount: '100' }],
      },
    },
  ])
  expect(funded.code).toBe(0)
}, 30_000)

afterAll(() => h.close())

describe('fee grants from strangers', () => {
  it('the client offers only the grant that covers a send', async () => {
    const grants = await getFeeAllowances(h.devnet.restUrl, grantee.address, 'ulore')
    expect(grants.map(grant => grant.granter).sort()).toEqual([friend, stranger].sort())
    expect(grantsCovering(grants, [SEND])).toEqual([{ granter: friend, room: 1000000n }])
    expect(grantsCovering(grants, [VOTE]).map(option => option.granter)).toEqual([stranger, friend])
  })

  it('a grant the chain refuses in simulation is skipped: the next one pays', async () => {
    const result = await pipeline.submit(grantee, {
      msgs: [sendOne()],
      feeGrants: [
        { granter: stranger, room: null },
        { granter: friend, room: 1000000n },
      ],
    })
    expect(paidBy(result.events)).toBe(friend)
  })

  it('a grant chosen on the review sheet that the chain refuses falls back to the next', async () => {
    const reviews: TxReview[] = []
    const result = await pipeline.submit(grantee, {
      msgs: [sendOne()],
      feeGrants: [
        { granter: friend, room: 1000000n },
        { granter: stranger, room: null },
      ],
      review: async review => {
        reviews.push(review)
        // The first time the reviewer picks the stranger's grant; CheckTx refuses it.
        return { feeGranter: reviews.length === 1 ? stranger : (review.fee.granter ?? null) }
      },
    })
    expect(reviews.map(review => review.feeGranters)).toEqual([[friend, stranger], [friend]])
    expect(paidBy(result.events)).toBe(friend)
  })

  it('the reviewer may pay from the account instead of a grant', async () => {
    const result = await pipeline.submit(grantee, {
      msgs: [sendOne()],
      feeGrants: [{ granter: friend, room: 1000000n }],
      review: async () => ({ feeGranter: null }),
    })
    expect(paidBy(result.events)).toBe(grantee.address)
  })

  it('a grant whose room is below the fee is not used', async () => {
    const result = await pipeline.submit(grantee, {
      msgs: [sendOne()],
      feeGrants: [{ granter: friend, room: 1n }],
      review: async review => {
        expect(review.fee.granter).toBeUndefined()
        expect(review.feeGranters).toEqual([])
      },
    })
    expect(paidBy(result.events)).toBe(grantee.address)
  })
})
