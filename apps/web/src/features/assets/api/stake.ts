import { getDelegatorRewards } from '@gitopia-client/chain/distribution'
import { listDelegations } from '@gitopia-client/chain/staking'
import { queryOptions } from '@tanstack/react-query'
import { assetsKeys } from './keys.ts'

/** The account's LORE at stake and its claimable rewards (ulore), beside its spendable balance. */
export const stakeQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: assetsKeys.stake(api, address),
    queryFn: async ({ signal }) => {
      const [delegations, rewards] = await Promise.all([
        listDelegations(api, address, { signal }),
        getDelegatorRewards(api, address, { signal }),
      ])
      return {
        staked: delegations.reduce((sum, delegation) => sum + delegation.amount, 0n),
        rewards: rewards.total,
      }
    },
    refetchInterval: 10_000,
  })
