import type { GovParams } from './params.ts'
import type { GovTally } from './queries.ts'

/** Fractions as exact rationals over 10^18, like `sdk.Dec`. */
const SCALE = 10n ** 18n
function dec(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0')
}

export type GovOutcomeReason =
  'passes' | 'quorum' | 'all-abstain' | 'veto' | 'threshold' | 'no-votes'

export interface GovOutcome {
  readonly reason: GovOutcomeReason
  /** Votes cast / bonded tokens, 0–1. */
  readonly turnout: number
  /** Shares of votes cast (veto, abstain) and of non-abstain votes (yes), 0–1. */
  readonly yesShare: number
  readonly vetoShare: number
  /** Whether deposits are burned if the vote ends like this. */
  readonly burnsDeposit: boolean
}

/**
 * What happens if the vote ends as it stands (x/gov 0.47 tally rules): quorum over bonded
 * tokens, veto over all votes, threshold over the non-abstain votes.
 */
export function govOutcome(
  tally: GovTally,
  bonded: bigint,
  params: Pick<GovParams, 'quorum' | 'threshold' | 'vetoThreshold'>,
): GovOutcome {
  const total = tally.yes + tally.no + tally.abstain + tally.noWithVeto
  const nonAbstain = total - tally.abstain
  const share = (part: bigint, whole: bigint) =>
    whole === 0n ? 0 : Number((part * 10_000n) / whole) / 10_000
  const base = {
    turnout: share(total, bonded),
    yesShare: share(tally.yes, nonAbstain),
    vetoShare: share(tally.noWithVeto, total),
  }
  if (total === 0n) return { ...base, reason: 'no-votes', burnsDeposit: false }
  if (total * SCALE < dec(params.quorum) * bonded)
    return { ...base, reason: 'quorum', burnsDeposit: false }
  if (nonAbstain === 0n) return { ...base, reason: 'all-abstain', burnsDeposit: false }
  if (tally.noWithVeto * SCALE > dec(params.vetoThreshold) * total)
    return { ...base, reason: 'veto', burnsDeposit: true }
  if (tally.yes * SCALE > dec(params.threshold) * nonAbstain)
    return { ...base, reason: 'passes', burnsDeposit: false }
  return { ...base, reason: 'threshold', burnsDeposit: false }
}
