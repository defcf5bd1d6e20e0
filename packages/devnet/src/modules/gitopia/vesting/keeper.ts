import type { Store, Table } from '../../../state/store.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { DEC, parseDec } from '../../../chain/dec.ts'

/** Team vesting as x/gitopia's params hold it: when it started and each member's percentage. */
export interface TeamVestingConfig {
  /** The params' `genesis_time`: vesting months count from it. */
  readonly genesisTime: Date
  /** `team_proportions`: a percentage (sdk.Dec, e.g. "12.5") per address. */
  readonly proportions: readonly { readonly address: string; readonly proportion: string }[]
}

// release-v6 x/gitopia/keeper/util_team_vesting.go
const TEAM_VESTING_AMOUNT = 339_118_201_000_000n
const CLIFF_MONTHS = 12
const VESTING_MONTHS = 120

/** Whole months from `start` to `at`, one less when the day of the month is not reached yet. */
function monthsBetween(start: Date, at: Date): number {
  const months =
    at.getUTCFullYear() * 12 +
    at.getUTCMonth() -
    (start.getUTCFullYear() * 12 + start.getUTCMonth())
  return at.getUTCDate() < start.getUTCDate() ? months - 1 : months
}

/** The team's vested ulore at `at`: nothing through the cliff, then a 120th a month. */
export function vestedTeamTokens(start: Date, at: Date): bigint {
  const months = monthsBetween(start, at)
  if (months <= CLIFF_MONTHS) return 0n
  const vested = Math.min(months - CLIFF_MONTHS, VESTING_MONTHS)
  return (TEAM_VESTING_AMOUNT * BigInt(vested)) / BigInt(VESTING_MONTHS)
}

/** a / b rounded half to even, as sdk.Dec's chopPrecisionAndRound. */
function divideHalfEven(a: bigint, b: bigint): bigint {
  const quotient = a / b
  const twice = (a % b) * 2n
  if (twice > b || (twice === b && quotient % 2n === 1n)) return quotient + 1n
  return quotient
}

/** What each team member has exercised, and the vesting rules. */
export class TeamVestingKeeper {
  readonly #exercised: Table<string>

  constructor(
    store: Store,
    readonly config: TeamVestingConfig,
  ) {
    this.#exercised = store.table('gitopia/exercised-amount')
  }

  /**
   * The member's share of the vested tokens at `at` (GetVestedProportion): refused for an address
   * without a proportion and before the cliff ends.
   */
  vestedProportion(address: string, at: Date): bigint {
    const entry = this.config.proportions.find(p => p.address === address)
    const proportion = entry ? parseDec(entry.proportion) : 0n
    if (proportion === 0n) {
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `account (${address}) doesn't have permission to perform this operation`,
      )
    }
    const vested = vestedTeamTokens(this.config.genesisTime, at)
    if (vested === 0n)
      throw ChainError.wrap(SdkErrors.invalidRequest, 'team tokens have not vested')
    // sdk.NewDec(vested).Mul(proportion) is exact (vested is whole); .Quo(sdk.NewDec(100))
    // truncates at 36 decimals and rounds to 18; .TruncateInt() drops those.
    const product = vested * proportion
    return divideHalfEven((product * DEC) / 100n, DEC) / DEC
  }

  exercised(address: string): bigint {
    return BigInt(this.#exercised.get(address) ?? '0')
  }

  addExercised(address: string, amount: bigint): void {
    this.#exercised.set(address, (this.exercised(address) + amount).toString())
  }
}
