import { createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { updateGroupMembersMsg, updatePercentagePolicyMsg } from '@gitopia-client/chain/group'
import { describe, expect, it } from 'vitest'
import { anyJson } from './message-json.ts'

const registry = createGitopiaRegistry([])
const any = (msg: { typeUrl: string; value: unknown }) => registry.encodeAsAny(msg)

describe('proposal Msgs in the gateway JSON shape', () => {
  it('uses proto field names, expands the decision policy and prints durations as seconds', () => {
    const members = any(updateGroupMembersMsg('p', '4', [{ address: 'c', weight: '1' }]))
    expect(anyJson(members.typeUrl, members.value, registry)).toEqual({
      '@type': '/cosmos.group.v1.MsgUpdateGroupMembers',
      admin: 'p',
      group_id: '4',
      member_updates: [{ address: 'c', weight: '1', metadata: '' }],
    })
    const rules = any(updatePercentagePolicyMsg('p', '0.6', 7200))
    expect(anyJson(rules.typeUrl, rules.value, registry)).toMatchObject({
      group_policy_address: 'p',
      decision_policy: {
        '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
        percentage: '0.6',
        windows: { voting_period: '7200s', min_execution_period: '0s' },
      },
    })
  })
})
