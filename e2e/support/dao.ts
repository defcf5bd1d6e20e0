import { restJson } from './rest.ts'

/** Which of a DAO's decisions go through a group proposal. */
interface DaoConfig {
  readonly requirePullRequestProposal: boolean
  readonly requireRepositoryDeletionProposal: boolean
  readonly requireCollaboratorProposal: boolean
  readonly requireReleaseProposal: boolean
}

/**
 * MsgCreateDao for a test world: members of weight 1 (metadata '' unless given) voting for 24
 * hours, passing at 50 % unless `percentage` says otherwise; profile fields empty and no decision
 * requiring a proposal unless given.
 */
export function createDaoMsg({
  name,
  members,
  percentage = '0.5',
  config,
  ...profile
}: {
  name: string
  members: readonly { address: string; metadata?: string }[]
  percentage?: string
  config?: Partial<DaoConfig>
  description?: string
  avatarUrl?: string
  location?: string
  website?: string
}) {
  return {
    type: 'MsgCreateDao',
    value: {
      name,
      description: '',
      avatarUrl: '',
      location: '',
      website: '',
      ...profile,
      members: members.map(({ address, metadata = '' }) => ({ address, weight: '1', metadata })),
      votingPeriod: '24',
      percentage,
      config: {
        requirePullRequestProposal: false,
        requireRepositoryDeletionProposal: false,
        requireCollaboratorProposal: false,
        requireReleaseProposal: false,
        ...config,
      },
    },
  }
}

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
