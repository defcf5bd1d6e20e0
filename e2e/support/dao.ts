import { restJson } from './rest.ts'

/** MsgCreateDao for a test world: the devnet's builder (members of weight 1, 24 hours, 50 %). */
export { createDao as createDaoMsg } from '@gitopia-client/devnet/demo-msgs'

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
