import type { Dao } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useDaoMembers } from '@/features/owner/index.ts'
import { daoPolicyQuery } from '../api/proposals.ts'
import type { VotingRule } from './voting-rule.ts'

/** A DAO's policy and members as the rule its proposals are weighed by, for `viewer`. */
export function useVotingRule(dao: Dao, viewer: string | null) {
  const api = useApiEndpoint()
  const members = useDaoMembers(dao.address)
  const policy = useQuery(daoPolicyQuery(api, dao.groupId))
  const rule = useMemo<VotingRule | null>(() => {
    if (!policy.data) return null
    return {
      totalWeight: members.data
        ? members.data.reduce((sum, member) => sum + Number(member.weight), 0)
        : null,
      threshold: policy.data.percentage === null ? null : Number(policy.data.percentage),
      members: members.data
        ? members.data.map(member => ({
            address: member.address,
            weight: Number(member.weight),
            label: member.address,
          }))
        : null,
      viewer,
    }
  }, [members.data, policy.data, viewer])
  return { members, policy, rule }
}
