import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { protoEnum } from './wire.ts'

describe('protoEnum', () => {
  const option = protoEnum('VOTE_OPTION_', ['YES', 'NO'], 'UNKNOWN')

  it.each([
    ['VOTE_OPTION_YES', 'YES'],
    ['VOTE_OPTION_NO', 'NO'],
    ['NO', 'NO'],
    ['VOTE_OPTION_MAYBE', 'UNKNOWN'],
    ['VOTE_OPTION_', 'UNKNOWN'],
    ['PROPOSAL_STATUS_YES', 'UNKNOWN'],
  ])('reads %j as %j', (wire, name) => {
    expect(z.parse(option, wire)).toBe(name)
  })

  it('refuses what is not a string', () => {
    expect(z.safeParse(option, 1).success).toBe(false)
  })
})
