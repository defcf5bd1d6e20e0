import { createDao } from '@gitopia-client/devnet/demo-msgs'
import { restJson } from './rest.ts'
import { sendAs } from './send.ts'

/** MsgCreateDao for a test world: the devnet's builder (members of weight 1, 24 hours, 50 %). */
export { createDao as createDaoMsg }

/** A DAO's account, its group's number and its group policy (the account its proposals run as). */
export async function daoAccountsOf(
  rest: string,
  name: string,
): Promise<{ address: string; groupId: string; policy: string }> {
  const { dao } = await restJson<{ dao: { address: string; group_id: string } }>(
    rest,
    `/gitopia/gitopia/gitopia/dao/${name}`,
  )
  const { group_policies: policies } = await restJson<{ group_policies: { address: string }[] }>(
    rest,
    `/cosmos/group/v1/group_policies_by_group/${dao.group_id}`,
  )
  return { address: dao.address, groupId: dao.group_id, policy: policies[0]?.address ?? '' }
}

/**
 * Creates, as `member`, a DAO whose one member (its OWNER) holds all the weight, so each of its
 * proposals passes and runs at once; then the DAO's empty repositories named `repositories`.
 */
export async function createSoleMemberDao(
  urls: { rest: string; rpc: string },
  member: { readonly mnemonic: string; readonly address: string },
  dao: Omit<Parameters<typeof createDao>[0], 'members'>,
  repositories: readonly string[] = [],
): Promise<void> {
  await sendAs(urls, member.mnemonic, [
    createDao({ ...dao, members: [{ address: member.address, metadata: 'OWNER' }] }),
  ])
  if (repositories.length === 0) return
  await sendAs(
    urls,
    member.mnemonic,
    repositories.map(name => ({
      type: 'MsgCreateRepository',
      value: { name, owner: dao.name, description: '' },
    })),
  )
}

/** A group proposal by `proposer` to the DAO's `policy` that runs nothing: a member's text proposal. */
export const textProposalMsg = (policy: string, proposer: string, title: string, summary = '') => ({
  type: '/cosmos.group.v1.MsgSubmitProposal',
  value: {
    groupPolicyAddress: policy,
    proposers: [proposer],
    metadata: '',
    messages: [],
    exec: 0,
    title,
    summary,
  },
})

/** `voter`'s yes on group proposal `proposalId`; with `execute`, it runs the proposal if it passes. */
export const yesVoteMsg = (proposalId: string, voter: string, { execute = false } = {}) => ({
  type: '/cosmos.group.v1.MsgVote',
  value: { proposalId, voter, option: 1, metadata: '', exec: execute ? 1 : 0 },
})
