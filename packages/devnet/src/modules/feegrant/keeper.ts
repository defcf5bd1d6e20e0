import { ChainError, FeegrantErrors } from '../../chain/errors.ts'
import { normalizeCoins, type Coin } from '../../chain/coins.ts'
import type { Store, Table } from '../../state/store.ts'
import type { AuthKeeper } from '../auth/keeper.ts'

export interface BasicAllowance {
  readonly spendLimit: readonly Coin[]
  /** RFC 3339, or null for no expiry. */
  readonly expiration: string | null
  /** When set, the allowance is an AllowedMsgAllowance around the basic one. */
  readonly allowedMessages: readonly string[] | null
  /** When set, the basic allowance is the `basic` of a PeriodicAllowance. */
  readonly period?: Period | null
}

/** The periodic part of a PeriodicAllowance (x/feegrant/periodic_fee.go). */
export interface Period {
  readonly seconds: number
  readonly spendLimit: readonly Coin[]
  readonly canSpend: readonly Coin[]
  /** RFC 3339. */
  readonly reset: string
}

function subtract(have: readonly Coin[], fee: readonly Coin[]): Coin[] | null {
  const left = new Map(have.map(coin => [coin.denom, BigInt(coin.amount)]))
  for (const coin of fee) {
    const remaining = (left.get(coin.denom) ?? 0n) - BigInt(coin.amount)
    if (remaining < 0n) return null
    left.set(coin.denom, remaining)
  }
  return normalizeCoins(
    [...left.entries()].map(([denom, amount]) => ({ denom, amount: amount.toString() })),
  )
}

/** `tryResetPeriod`: once the block time reaches the reset, the period's budget is refilled. */
export function resetPeriod(allowance: BasicAllowance, blockTime: Date): BasicAllowance {
  const period = allowance.period
  if (!period || blockTime < new Date(period.reset)) return allowance
  // The SDK refills with the whole basic limit when it is below the period's limit in any denom.
  const basicBelow =
    allowance.spendLimit.length > 0 && subtract(allowance.spendLimit, period.spendLimit) === null
  const canSpend = basicBelow ? [...allowance.spendLimit] : [...period.spendLimit]
  let reset = new Date(Date.parse(period.reset) + period.seconds * 1000)
  if (blockTime > reset) reset = new Date(blockTime.getTime() + period.seconds * 1000)
  return { ...allowance, period: { ...period, canSpend, reset: reset.toISOString() } }
}

export interface Grant {
  readonly granter: string
  readonly grantee: string
  readonly allowance: BasicAllowance
}

/** x/feegrant with Basic and Periodic allowances (optionally wrapped in AllowedMsgAllowance). */
export class FeegrantKeeper {
  readonly #grants: Table<Grant>

  constructor(
    store: Store,
    private readonly auth: AuthKeeper,
  ) {
    this.#grants = store.table('feegrant/grants')
  }

  get(granter: string, grantee: string): Grant | undefined {
    return this.#grants.get(`${granter}/${grantee}`)
  }

  byGrantee(grantee: string): Grant[] {
    return this.#grants.values().filter(grant => grant.grantee === grantee)
  }

  byGranter(granter: string): Grant[] {
    return this.#grants.values(`${granter}/`)
  }

  /** Granting creates the grantee's account, which is how new users get an account number. */
  grant(grant: Grant): void {
    if (this.get(grant.granter, grant.grantee)) {
      throw ChainError.wrap(
        { codespace: 'feegrant', code: 18, text: 'invalid request' },
        'fee allowance already exists',
      )
    }
    this.auth.ensure(grant.grantee)
    this.#grants.set(`${grant.granter}/${grant.grantee}`, grant)
  }

  revoke(granter: string, grantee: string): void {
    if (!this.#grants.delete(`${granter}/${grantee}`)) {
      throw ChainError.wrap(FeegrantErrors.noAllowance)
    }
  }

  /** `UseGrantedFees`: checks and spends the allowance; errors carry the SDK's prefix. */
  useGrantedFees(
    granter: string,
    grantee: string,
    fee: readonly Coin[],
    msgTypeUrls: readonly string[],
    blockTime: Date,
  ): void {
    const prefix = `${granter} does not allow to pay fees for ${grantee}`
    const grant = this.get(granter, grantee)
    if (!grant) throw ChainError.wrap(FeegrantErrors.noAllowance).prefixed(prefix)
    const { allowance } = grant
    if (allowance.expiration !== null && blockTime >= new Date(allowance.expiration)) {
      this.#grants.delete(`${granter}/${grantee}`)
      throw ChainError.wrap(
        FeegrantErrors.feeGrantExpired,
        allowance.period ? 'absolute limit' : 'basic allowance',
      ).prefixed(prefix)
    }
    if (
      allowance.allowedMessages &&
      !msgTypeUrls.every(url => allowance.allowedMessages?.includes(url))
    ) {
      throw ChainError.wrap(
        FeegrantErrors.noMessages,
        'message does not exist in allowed messages',
      ).prefixed(prefix)
    }
    if (!allowance.period) {
      if (allowance.spendLimit.length === 0) return
      const spendLimit = subtract(allowance.spendLimit, fee)
      if (!spendLimit)
        throw ChainError.wrap(FeegrantErrors.feeLimitExceeded, 'basic allowance').prefixed(prefix)
      if (spendLimit.length === 0) this.#grants.delete(`${granter}/${grantee}`)
      else
        this.#grants.set(`${granter}/${grantee}`, {
          ...grant,
          allowance: { ...allowance, spendLimit },
        })
      return
    }
    const current = resetPeriod(allowance, blockTime)
    const period = current.period as Period
    const canSpend = subtract(period.canSpend, fee)
    if (!canSpend)
      throw ChainError.wrap(FeegrantErrors.feeLimitExceeded, 'period limit').prefixed(prefix)
    let spendLimit = current.spendLimit
    if (spendLimit.length > 0) {
      const left = subtract(spendLimit, fee)
      if (!left)
        throw ChainError.wrap(FeegrantErrors.feeLimitExceeded, 'absolute limit').prefixed(prefix)
      if (left.length === 0) {
        this.#grants.delete(`${granter}/${grantee}`)
        return
      }
      spendLimit = left
    }
    this.#grants.set(`${granter}/${grantee}`, {
      ...grant,
      allowance: { ...current, spendLimit, period: { ...period, canSpend } },
    })
  }
}
