import { groupPolicyAddressOf } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { groupPolicyAddress } from './keeper.ts'

// The web client derives a DAO's likely policy address to read its proposals early
// (docs/performance.md, "DAO dashboard");
// the devnet's derivation is the chain's (cosmos-sdk 0.47 x/group, ADR-028).
describe('groupPolicyAddressOf (the client derivation)', () => {
  it.each(['1', '2', '3', '7', '42', '255', '256', '65537', '4294967296', '18446744073709551615'])(
    'gives the chain address of policy %s',
    async sequence => {
      expect(await groupPolicyAddressOf(sequence)).toBe(groupPolicyAddress(BigInt(sequence)))
    },
  )

  it('gives no address for what cannot be a sequence', async () => {
    for (const sequence of ['', '-1', '1.5', 'x', '18446744073709551616'])
      expect(await groupPolicyAddressOf(sequence)).toBeNull()
  })
})
