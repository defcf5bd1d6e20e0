import { sha256 } from '@cosmjs/crypto'
import { fromBech32, toBase64, toBech32, toUtf8 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX, NATIVE_TOKEN } from '@gitopia-client/chain'
import { moduleAddress } from '../../chain/addresses.ts'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'

export const VALOPER_PREFIX = `${ADDRESS_PREFIX}valoper`
export const BONDED_POOL = moduleAddress('bonded_tokens_pool')

/** A validator as the devnet keeps it; shares equal tokens (no slashing on the devnet). */
export interface Validator {
  readonly operator_address: string
  readonly consensus_key: string
  readonly moniker: string
  readonly website: string
  readonly details: string
  readonly commission_rate: string
  readonly tokens: string
  readonly created_at: string
}

export interface Delegation {
  readonly delegator_address: string
  readonly validator_address: string
  readonly shares: string
}

export function valoperOf(accountAddress: string): string {
  return toBech32(VALOPER_PREFIX, fromBech32(accountAddress, 90).data)
}

export function accountOfValoper(valoper: string): string {
  return toBech32(ADDRESS_PREFIX, fromBech32(valoper, 90).data)
}

/** A deterministic stand-in operator account for devnet validator `n` (no key signs for it). */
export function devnetValidatorAccount(n: number): string {
  return toBech32(ADDRESS_PREFIX, sha256(toUtf8(`devnet-validator-${n}`)).slice(0, 20))
}

/** `sdk.Dec` text of a whole number: 18 decimals. */
export const decOf = (whole: bigint | string): string => `${whole}.000000000000000000`

/** x/staking as far as governance needs it: bonded validators, delegations, the bonded pool. */
export class StakingKeeper {
  readonly #validators: Table<Validator>
  readonly #delegations: Table<Delegation>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
  ) {
    this.#validators = store.table('staking/validators')
    this.#delegations = store.table('staking/delegations')
  }

  validators(): Validator[] {
    return this.#validators.values()
  }

  validator(operator: string): Validator | undefined {
    return this.#validators.get(operator)
  }

  /** Genesis: a bonded validator with no tokens yet (its self-bond is a delegation). */
  createValidator(options: {
    operator: string
    moniker: string
    commissionRate: string
    website?: string
    details?: string
    time: Date
  }): Validator {
    const validator: Validator = {
      operator_address: options.operator,
      consensus_key: toBase64(sha256(toUtf8(`consensus:${options.operator}`))),
      moniker: options.moniker,
      website: options.website ?? '',
      details: options.details ?? '',
      commission_rate: options.commissionRate,
      tokens: '0',
      created_at: options.time.toISOString(),
    }
    this.#validators.set(validator.operator_address, validator)
    return validator
  }

  /** Genesis delegation: the bonded pool holds the tokens, the validator gains power. */
  delegate(delegator: string, operator: string, amount: bigint): void {
    const validator = this.validator(operator)
    if (!validator) throw new Error(`genesis delegation to unknown validator ${operator}`)
    this.bank.mint(BONDED_POOL, [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }])
    this.#validators.set(operator, {
      ...validator,
      tokens: (BigInt(validator.tokens) + amount).toString(),
    })
    const key = `${delegator}/${operator}`
    const shares = BigInt(this.#delegations.get(key)?.shares ?? '0') + amount
    this.#delegations.set(key, {
      delegator_address: delegator,
      validator_address: operator,
      shares: shares.toString(),
    })
  }

  delegationsOf(delegator: string): Delegation[] {
    return this.#delegations.values(`${delegator}/`)
  }

  delegationsTo(operator: string): Delegation[] {
    return this.#delegations.values().filter(d => d.validator_address === operator)
  }

  delegation(delegator: string, operator: string): Delegation | undefined {
    return this.#delegations.get(`${delegator}/${operator}`)
  }

  totalBonded(): bigint {
    return this.validators().reduce((sum, v) => sum + BigInt(v.tokens), 0n)
  }

  /** Voting power of an address: its delegations' share of each validator's tokens. */
  votingPower(delegator: string): bigint {
    return this.delegationsOf(delegator).reduce((sum, d) => sum + BigInt(d.shares), 0n)
  }
}
