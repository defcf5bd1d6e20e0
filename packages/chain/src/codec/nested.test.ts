import { describe, expect, it } from 'vitest'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgSubmitProposal } from 'cosmjs-types/cosmos/group/v1/tx'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { createGitopiaRegistry } from './registry.ts'
import { packNestedMsgs } from './signing-codec.ts'

describe('packNestedMsgs', () => {
  it('encodes the plain Msgs inside a group proposal into Anys the chain can decode', () => {
    const registry = createGitopiaRegistry([])
    const send = {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: 'a', toAddress: 'b', amount: [{ denom: 'ulore', amount: '1' }] },
    }
    const [packed] = packNestedMsgs(registry, [
      {
        typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
        value: { groupPolicyAddress: 'p', proposers: ['a'], messages: [send], exec: 1 },
      },
    ])
    const bytes = registry.encode(packed as never)
    const decoded = MsgSubmitProposal.decode(bytes)
    const [any] = decoded.messages
    expect(any?.typeUrl).toBe('/cosmos.bank.v1beta1.MsgSend')
    expect(MsgSend.decode((any as Any).value).toAddress).toBe('b')
  })

  it('leaves other Msgs alone', () => {
    const registry = createGitopiaRegistry([])
    const msg = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: {} }
    expect(packNestedMsgs(registry, [msg])[0]).toBe(msg)
  })
})
