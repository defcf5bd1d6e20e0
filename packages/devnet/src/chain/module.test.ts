import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { signedHandler } from './module.ts'

const alice = TEST_ACCOUNTS.alice.address

describe('signedHandler', () => {
  const handler = signedHandler<{ voter: string; option: number }>(
    'governance',
    '/test.MsgVote',
    'voter',
    {
      validate: msg => {
        if (msg.option === 0) throw new Error('empty option')
      },
      execute: () => undefined,
    },
  )

  it('names the address in the signer field as the one signer', () => {
    expect(handler).toMatchObject({ typeUrl: '/test.MsgVote', module: 'governance' })
    expect(handler.signers?.({ voter: alice, option: 1 })).toEqual([alice])
  })

  it("rejects an invalid signer address before the Msg's own checks", () => {
    expect(() => handler.validateBasic?.({ voter: 'nobody', option: 0 })).toThrow(
      'invalid voter address (nobody)',
    )
    expect(() => handler.validateBasic?.({ voter: alice, option: 0 })).toThrow('empty option')
    expect(() => handler.validateBasic?.({ voter: alice, option: 1 })).not.toThrow()
  })
})
