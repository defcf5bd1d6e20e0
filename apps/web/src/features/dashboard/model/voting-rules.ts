const DECIMAL = /^\d+(\.\d+)?$/

export type VotingRulesCheck =
  | { readonly ok: true; readonly percentage: string; readonly votingSeconds: number }
  | { readonly ok: false; readonly message: string }

/**
 * A DAO's voting rules as typed: the share of yes votes that passes a proposal (a percentage
 * above 0 and at most 100) and the voting period in hours. `percentage` is the chain's decimal
 * fraction ("0.5" for 50 %).
 */
export function checkVotingRules(percent: string, hours: string): VotingRulesCheck {
  const share = Number(percent)
  if (!DECIMAL.test(percent) || share <= 0 || share > 100)
    return { ok: false, message: 'The threshold is a percentage above 0 and at most 100' }
  if (!DECIMAL.test(hours) || Number(hours) <= 0)
    return { ok: false, message: 'The voting period is a number of hours above 0' }
  return {
    ok: true,
    percentage: String(share / 100),
    votingSeconds: Math.round(Number(hours) * 3600),
  }
}
