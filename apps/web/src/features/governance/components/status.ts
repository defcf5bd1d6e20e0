import type { GovOutcomeReason, GovStatus } from '@gitopia-client/chain/gov'
import type { StatusTone } from '@/ui/status-badge.tsx'

export const STATUS_LABELS: Record<GovStatus, string> = {
  DEPOSIT_PERIOD: 'Deposit period',
  VOTING_PERIOD: 'Voting',
  PASSED: 'Passed',
  REJECTED: 'Rejected',
  FAILED: 'Failed',
  UNSPECIFIED: 'Unknown',
}

export const STATUS_TONES: Record<GovStatus, StatusTone> = {
  DEPOSIT_PERIOD: 'neutral',
  VOTING_PERIOD: 'active',
  PASSED: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  UNSPECIFIED: 'neutral',
}

/** "If the vote ended now…" in plain words, one per tally rule (x/gov 0.47). */
export const OUTCOME_SENTENCES: Record<GovOutcomeReason, string> = {
  passes: 'If the current vote stands, this proposal will pass.',
  quorum:
    'If the current vote stands, this proposal will fail due to a lack of voter participation.',
  'all-abstain': 'When all voters abstain, a proposal fails.',
  veto: 'If the current vote stands, this proposal will be vetoed and its deposit burned.',
  threshold:
    "If the current vote stands, this proposal will fail because too few 'Yes' votes have been cast.",
  'no-votes': 'No votes yet.',
}

/** Why a closed proposal ended as it did, from its final tally. */
export const CLOSED_SENTENCES: Record<GovOutcomeReason, string> = {
  passes: 'This proposal passed.',
  quorum: 'This proposal was rejected: too few voted to reach quorum. The deposit was refunded.',
  'all-abstain': 'This proposal was rejected: every voter abstained. The deposit was refunded.',
  veto: 'This proposal was vetoed: the deposit was burned.',
  threshold: "This proposal was rejected: not enough 'Yes' votes. The deposit was refunded.",
  'no-votes': 'This proposal was rejected: nobody voted. The deposit was refunded.',
}
