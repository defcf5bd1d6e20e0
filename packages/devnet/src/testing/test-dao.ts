import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { expect } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { createDao } from '../seed/demo-msgs.ts'
import type { Harness } from './harness.ts'

/**
 * For the group tests: a DAO of alice (OWNER) and bob (MEMBER), weight 1 each and 51 %, with the
 * users created first where missing. Returns its group id and policy address.
 */
export async function createTestDao(
  h: Harness,
  name: string,
  hours = '24',
): Promise<{ groupId: string; policy: string }> {
  for (const who of ['alice', 'bob'] as const) {
    if ((await h.get(`/gitopia/gitopia/gitopia/whois/${who}`)).status === 200) continue
    await h.send(who, [
      { type: 'MsgCreateUser', value: { username: who, name: '', bio: '', avatarUrl: '' } },
    ])
  }
  const created = await h.send('alice', [
    createDao({
      name,
      members: [
        { address: TEST_ACCOUNTS.alice.address, metadata: 'OWNER' },
        { address: TEST_ACCOUNTS.bob.address, metadata: 'MEMBER' },
      ],
      votingPeriod: hours,
      percentage: '0.51',
    }),
  ])
  expect(created.code, created.rawLog).toBe(0)
  const dao = (await h.get(`/gitopia/gitopia/gitopia/dao/${name}`)).body.dao as { group_id: string }
  const info = (await h.get(`/cosmos/group/v1/group_info/${dao.group_id}`)).body.info as {
    admin: string
  }
  return { groupId: dao.group_id, policy: info.admin }
}

/**
 * MsgSubmitProposal of `proposer` to the group policy `policy`, with no metadata or summary;
 * EXEC_TRY runs it at once when the proposer's vote decides.
 */
export const submitProposal = (
  proposer: string,
  policy: string,
  messages: readonly { typeUrl: string; value: Uint8Array }[],
  { title = 'proposal', exec = Exec.EXEC_UNSPECIFIED }: { title?: string; exec?: Exec } = {},
) => ({
  type: '/cosmos.group.v1.MsgSubmitProposal',
  // Group Msgs have no `creator`, which the harness would otherwise add.
  value: {
    creator: undefined,
    groupPolicyAddress: policy,
    proposers: [proposer],
    metadata: '',
    messages,
    exec,
    title,
    summary: '',
  },
})
