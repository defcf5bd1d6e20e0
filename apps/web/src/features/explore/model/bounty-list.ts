/** The bounty list's order and filters: plain functions over the chain's bounty records. */
import type { Bounty } from '@gitopia-client/chain/gitopia'

export type BountySort = 'amount' | 'expiry'
/** `open`: still in escrow (an expired one included, it says so); `all`: paid and refunded too. */
export type BountyStateFilter = 'open' | 'all'

export interface BountyListOptions {
  readonly sort: BountySort
  /** Highest amount or latest expiry first when true. */
  readonly descending: boolean
  /** Only bounties paying in this denom; null for every denom. */
  readonly denom: string | null
  readonly state: BountyStateFilter
}

export type BountyRecord = Pick<Bounty, 'id' | 'amount' | 'state' | 'expireAt'>

/** Whether the bounty's funds are still held for its issue (expired or not). */
export const isHeld = (bounty: Pick<Bounty, 'state'>) => bounty.state === 'BOUNTY_STATE_SRCDEBITTED'

/** Whether it is held and its expiry has not passed: someone can still earn it. */
export const isClaimable = (bounty: Pick<Bounty, 'state' | 'expireAt'>, now: Date) =>
  isHeld(bounty) && (bounty.expireAt === null || bounty.expireAt.getTime() >= now.getTime())

/** The amount a bounty pays in `denom`, in minimal units (0 when it pays none). */
export function amountIn(bounty: Pick<Bounty, 'amount'>, denom: string): bigint {
  let total = 0n
  for (const coin of bounty.amount) if (coin.denom === denom) total += coin.amount
  return total
}

/** Every denom some bounty pays in, the native one first, then by name. */
export function bountyDenoms(bounties: readonly BountyRecord[], nativeDenom: string): string[] {
  const denoms = new Set<string>()
  for (const bounty of bounties) for (const coin of bounty.amount) denoms.add(coin.denom)
  return [...denoms].sort((a, b) =>
    a === nativeDenom ? -1 : b === nativeDenom ? 1 : a.localeCompare(b),
  )
}

const compareBigints = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
const expiryTime = (bounty: BountyRecord) => bounty.expireAt?.getTime() ?? Number.MAX_SAFE_INTEGER
const compareIds = (a: string, b: string) => a.length - b.length || a.localeCompare(b)

/**
 * The bounties to list, in order. By amount, amounts compare in the filtered denom, or in the
 * native denom when every denom is shown (a bounty paying none of it sorts as 0). By expiry, a
 * bounty without one sorts as the latest. Ties go to the newest bounty.
 */
export function arrangeBounties<B extends BountyRecord>(
  bounties: readonly B[],
  options: BountyListOptions,
  nativeDenom: string,
): B[] {
  const denom = options.denom ?? nativeDenom
  const kept = bounties.filter(
    bounty =>
      (options.state === 'all' || isHeld(bounty)) &&
      (options.denom === null || bounty.amount.some(coin => coin.denom === options.denom)),
  )
  const direction = options.descending ? -1 : 1
  const key =
    options.sort === 'amount'
      ? (a: B, b: B) => compareBigints(amountIn(a, denom), amountIn(b, denom))
      : (a: B, b: B) => expiryTime(a) - expiryTime(b)
  return kept.sort((a, b) => direction * key(a, b) || compareIds(b.id, a.id))
}
