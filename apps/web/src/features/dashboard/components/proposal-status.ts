import type { GroupProposal } from '@gitopia-client/chain/gitopia'

export const statusLabels: Record<GroupProposal['status'], string> = {
  SUBMITTED: 'Voting',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  ABORTED: 'Aborted',
  WITHDRAWN: 'Withdrawn',
  UNSPECIFIED: 'Unknown',
}
