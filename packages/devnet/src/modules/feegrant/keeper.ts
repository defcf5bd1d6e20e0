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
}

export interface Grant {
  readonly granter: string
  readonly grantee: string
  readonly allowance: BasicAllowance
}

/** x/feegrant with BasicAllowance (optionally wrapped in AllowedMsgAllowance). */
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
      throw ChainError.wrap(FeegrantErrors.feeGrantExpired, 'basic allowance').prefixed(prefix)
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
    if (allowance.spendLimit.length === 0) return
    const left = new Map(allowance.spendLimit.map(coin => [coin.denom, BigInt(coin.amount)]))
    for (const coin of fee) {
      const remaining = (left.get(coin.denom) ?? 0n) - BigInt(coin.amount)
      if (remaining < 0n)
        throw ChainError.wrap(FeegrantErrors.feeLimitExceeded, 'basic allowance').prefixed(prefix)
      left.set(coin.denom, remaining)
    }
    const spendLimit = normalizeCoins(
      [...left.entries()].map(([denom, amount]) => ({ denom, amount: amount.toString() })),
    )
    if (spendLimit.length === 0) this.#grants.delete(`${granter}/${grantee}`)
    else
      this.#grants.set(`${granter}/${grantee}`, {
        ...grant,
        allowance: { ...allowance, spendLimit },
      })
  }
}
