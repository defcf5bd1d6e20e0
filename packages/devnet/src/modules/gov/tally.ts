import { DEC, parseDec } from '../../chain/dec.ts'

/**
 * x/gov's tally (SDK 0.47 `x/gov/keeper/tally.go`), pure so it can be checked against worked
 * examples. Decimals are bigints scaled by 10^18 like `sdk.Dec`.
 */

export type VoteOptionName =
  'VOTE_OPTION_YES' | 'VOTE_OPTION_ABSTAIN' | 'VOTE_OPTION_NO' | 'VOTE_OPTION_NO_WITH_VETO'

export interface WeightedOption {
  readonly option: VoteOptionName
  /** `sdk.Dec` text, e.g. "0.500000000000000000". */
  readonly weight: string
}

export interface TallyInput {
  readonly validators: readonly { operator: string; account: string; tokens: bigint }[]
  /** Shares equal tokens on the devnet (no slashing). */
  readonly delegations: readonly { delegator: string; validator: string; shares: bigint }[]
  readonly votes: readonly { voter: string; options: readonly WeightedOption[] }[]
  readonly params: {
    quorum: string
    threshold: string
    vetoThreshold: string
    burnVoteQuorum: boolean
    burnVoteVeto: boolean
  }
}

export interface TallyCounts {
  readonly yes_count: string
  readonly abstain_count: string
  readonly no_count: string
  readonly no_with_veto_count: string
}

export interface TallyOutcome {
  readonly passes: boolean
  readonly burnDeposits: boolean
  readonly tally: TallyCounts
  /** Why, in the words the app shows. */
  readonly reason: 'no-stake' | 'quorum' | 'all-abstain' | 'veto' | 'threshold' | 'passed'
}

const KEYS: Record<VoteOptionName, keyof TallyCounts> = {
  VOTE_OPTION_YES: 'yes_count',
  VOTE_OPTION_ABSTAIN: 'abstain_count',
  VOTE_OPTION_NO: 'no_count',
  VOTE_OPTION_NO_WITH_VETO: 'no_with_veto_count',
}

export function tallyVotes(input: TallyInput): TallyOutcome {
  // Results in Dec (scaled) to keep fractions of weighted votes until the end.
  const results: Record<keyof TallyCounts, bigint> = {
    yes_count: 0n,
    abstain_count: 0n,
    no_count: 0n,
    no_with_veto_count: 0n,
  }
  let total = 0n
  const validators = new Map(
    input.validators.map(v => [
      v.operator,
      { ...v, deductions: 0n, vote: null as readonly WeightedOption[] | null },
    ]),
  )
  const byAccount = new Map(input.validators.map(v => [v.account, v.operator]))
  const add = (options: readonly WeightedOption[], power: bigint) => {
    for (const { option, weight } of options) results[KEYS[option]] += power * parseDec(weight)
    total += power * DEC
  }
  for (const vote of input.votes) {
    const operator = byAccount.get(vote.voter)
    const own = operator === undefined ? undefined : validators.get(operator)
    if (own) own.vote = vote.options
    for (const delegation of input.delegations) {
      if (delegation.delegator !== vote.voter) continue
      const validator = validators.get(delegation.validator)
      if (!validator || validator.tokens === 0n) continue
      validator.deductions += delegation.shares
      // shares × tokens / delegator shares, which is the shares themselves without slashing.
      add(vote.options, delegation.shares)
    }
  }
  for (const validator of validators.values()) {
    if (!validator.vote || validator.tokens === 0n) continue
    add(validator.vote, validator.tokens - validator.deductions)
  }
  const tally: TallyCounts = {
    yes_count: (results.yes_count / DEC).toString(),
    abstain_count: (results.abstain_count / DEC).toString(),
    no_count: (results.no_count / DEC).toString(),
    no_with_veto_count: (results.no_with_veto_count / DEC).toString(),
  }
  const bonded = input.validators.reduce((sum, v) => sum + v.tokens, 0n)
  if (bonded === 0n) return { passes: false, burnDeposits: false, tally, reason: 'no-stake' }
  const { params } = input
  // percentVoting = totalVotingPower / totalBonded, compared as Decs.
  if (total < parseDec(params.quorum) * bonded)
    return { passes: false, burnDeposits: params.burnVoteQuorum, tally, reason: 'quorum' }
  const nonAbstain = total - results.abstain_count
  if (nonAbstain <= 0n) return { passes: false, burnDeposits: false, tally, reason: 'all-abstain' }
  if (results.no_with_veto_count * DEC > parseDec(params.vetoThreshold) * total)
    return { passes: false, burnDeposits: params.burnVoteVeto, tally, reason: 'veto' }
  if (results.yes_count * DEC > parseDec(params.threshold) * nonAbstain)
    return { passes: true, burnDeposits: false, tally, reason: 'passed' }
  return { passes: false, burnDeposits: false, tally, reason: 'threshold' }
}
