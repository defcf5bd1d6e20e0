import { sha256 } from '../../chain/sha256.ts'
import { toBase64, toBech32, toUtf8 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX, NATIVE_TOKEN } from '@gitopia-client/chain'
import { moduleAddress } from '../../chain/addresses.ts'
import type { EventCollector } from '../../chain/events.ts'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { stakingError, type StakingParams } from './params.ts'

export const BONDED_POOL = moduleAddress('bonded_tokens_pool')
export const NOT_BONDED_POOL = moduleAddress('not_bonded_tokens_pool')

export type BondStatus = 'BOND_STATUS_BONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_UNBONDED'

/**
 * A validator as the devnet keeps it. Shares equal tokens: the devnet never slashes stake (a
 * jailed validator is only taken out of the set), so one share is always one ulore.
 */
export interface Validator {
  readonly operator_address: string
  readonly consensus_key: string
  readonly moniker: string
  readonly website: string
  readonly details: string
  readonly commission_rate: string
  readonly tokens: string
  readonly created_at: string
  readonly jailed: boolean
  readonly status: BondStatus
  readonly unbonding_height: string
  readonly unbonding_time: string
}

export interface Delegation {
  readonly delegator_address: string
  readonly validator_address: string
  readonly shares: string
}

interface EntryTimes {
  readonly creation_height: string
  readonly completion_time: string
  readonly initial_balance: string
  readonly unbonding_id: string
}

export interface UnbondingEntry extends EntryTimes {
  readonly balance: string
}

export interface UnbondingDelegation {
  readonly delegator_address: string
  readonly validator_address: string
  readonly entries: readonly UnbondingEntry[]
}

export interface RedelegationEntry extends EntryTimes {
  readonly shares_dst: string
}

export interface Redelegation {
  readonly delegator_address: string
  readonly validator_src_address: string
  readonly validator_dst_address: string
  readonly entries: readonly RedelegationEntry[]
}

/** What a change of stake runs first: x/distribution pays out the rewards earned so far. */
export type DelegationHook = (delegator: string, operator: string) => void

/** A deterministic stand-in operator account for devnet validator `n` (no key signs for it). */
export function devnetValidatorAccount(n: number): string {
  return toBech32(ADDRESS_PREFIX, sha256(toUtf8(`devnet-validator-${n}`)).slice(0, 20))
}

/** `sdk.Dec` text of a whole number: 18 decimals. */
export const decOf = (whole: bigint | string): string => `${whole}.000000000000000000`

const lore = (amount: bigint) => [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }]
const ZERO_TIME = '1970-01-01T00:00:00Z'

/** What is kept between one delegator and one validator (a delegation, an unbonding delegation). */
export interface DelegatorValidatorRecord {
  readonly delegator_address: string
  readonly validator_address: string
}

/** Records kept under `delegator/operator`, as x/staking's stores key them: the reads all share. */
export class DelegatorValidatorRecords<T extends DelegatorValidatorRecord> {
  constructor(private readonly table: Table<T>) {}

  ofDelegator(delegator: string): T[] {
    return this.table.values(`${delegator}/`)
  }

  ofValidator(operator: string): T[] {
    return this.table.values().filter(record => record.validator_address === operator)
  }

  get(delegator: string, operator: string): T | undefined {
    return this.table.get(`${delegator}/${operator}`)
  }
}

/** x/staking: validators, delegations, unbonding and redelegation entries, the two pools. */
export class StakingKeeper {
  readonly #validators: Table<Validator>
  readonly #delegations: Table<Delegation>
  readonly #unbondings: Table<UnbondingDelegation>
  readonly #redelegations: Table<Redelegation>
  readonly #counters: Table<string>
  readonly #hooks: DelegationHook[] = []
  readonly delegations: DelegatorValidatorRecords<Delegation>
  readonly unbondings: DelegatorValidatorRecords<UnbondingDelegation>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
    readonly params: StakingParams,
  ) {
    this.#validators = store.table('staking/validators')
    this.#delegations = store.table('staking/delegations')
    this.#unbondings = store.table('staking/unbondings')
    this.#redelegations = store.table('staking/redelegations')
    this.#counters = store.table('staking/counters')
    this.delegations = new DelegatorValidatorRecords(this.#delegations)
    this.unbondings = new DelegatorValidatorRecords(this.#unbondings)
  }

  /** Runs `hook` before any delegation's shares change (x/distribution's withdrawal). */
  onDelegationChange(hook: DelegationHook): void {
    this.#hooks.push(hook)
  }

  validators(): Validator[] {
    return this.#validators.values()
  }

  /** The validators in the consensus set: bonded and not jailed. */
  bondedValidators(): Validator[] {
    return this.validators().filter(v => v.status === 'BOND_STATUS_BONDED' && !v.jailed)
  }

  validator(operator: string): Validator | undefined {
    return this.#validators.get(operator)
  }

  /** Genesis: a validator with no tokens yet (its self-bond is a delegation). */
  createValidator(options: {
    operator: string
    moniker: string
    commissionRate: string
    website?: string
    details?: string
    jailed?: boolean
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
      jailed: options.jailed ?? false,
      status: options.jailed ? 'BOND_STATUS_UNBONDED' : 'BOND_STATUS_BONDED',
      unbonding_height: '0',
      unbonding_time: options.jailed ? options.time.toISOString() : ZERO_TIME,
    }
    this.#validators.set(validator.operator_address, validator)
    return validator
  }

  /** Genesis delegation: the validator's pool holds the (new) tokens. */
  genesisDelegate(delegator: string, operator: string, amount: bigint): void {
    const validator = this.#require(operator)
    this.bank.mint(this.#poolOf(validator), lore(amount))
    this.#addShares(delegator, validator, amount)
  }

  /** MsgDelegate: liquid coins move into the validator's pool. */
  delegate(delegator: string, operator: string, amount: bigint, events: EventCollector): void {
    const validator = this.#require(operator)
    this.bank.send(delegator, this.#poolOf(validator), lore(amount), events)
    this.#addShares(delegator, validator, amount)
  }

  /** MsgUndelegate: the stake leaves the validator and matures after the unbonding time. */
  undelegate(
    delegator: string,
    operator: string,
    amount: bigint,
    at: { height: bigint; time: Date },
  ): Date {
    const validator = this.#require(operator)
    const key = `${delegator}/${operator}`
    const entries = this.#entriesWithRoom(
      this.#unbondings.get(key),
      stakingError(22, 'too many unbonding delegation entries for (delegator, validator) tuple'),
    )
    this.#removeShares(delegator, validator, amount)
    if (this.#poolOf(validator) === BONDED_POOL)
      this.bank.send(BONDED_POOL, NOT_BONDED_POOL, lore(amount))
    const entry: UnbondingEntry = { ...this.#newEntry(amount, at), balance: amount.toString() }
    this.#unbondings.set(key, {
      delegator_address: delegator,
      validator_address: operator,
      entries: [...entries, entry],
    })
    return new Date(entry.completion_time)
  }

  /** MsgCancelUnbondingDelegation: part or all of an entry goes back to the validator. */
  cancelUnbonding(delegator: string, operator: string, amount: bigint, height: bigint): void {
    const validator = this.#require(operator)
    if (validator.jailed) throw stakingError(30, 'validator for this address is currently jailed')
    const key = `${delegator}/${operator}`
    const unbonding = this.#unbondings.get(key)
    if (!unbonding) throw stakingError(34, 'no unbonding delegation found')
    const entry = unbonding.entries.find(e => e.creation_height === height.toString())
    if (!entry)
      throw stakingError(35, `unbonding delegation entry is not found at block height ${height}`)
    if (amount > BigInt(entry.balance))
      throw stakingError(8, 'amount is greater than the unbonding delegation entry balance')
    if (this.#poolOf(validator) === BONDED_POOL)
      this.bank.send(NOT_BONDED_POOL, BONDED_POOL, lore(amount))
    this.#addShares(delegator, validator, amount)
    const left = BigInt(entry.balance) - amount
    const entries = unbonding.entries.flatMap(e =>
      e !== entry ? [e] : left === 0n ? [] : [{ ...e, balance: left.toString() }],
    )
    if (entries.length === 0) this.#unbondings.delete(key)
    else this.#unbondings.set(key, { ...unbonding, entries })
  }

  /** MsgBeginRedelegate: shares move at once; the entry guards against hopping until maturity. */
  redelegate(
    delegator: string,
    sourceOperator: string,
    destinationOperator: string,
    amount: bigint,
    at: { height: bigint; time: Date },
  ): Date {
    if (sourceOperator === destinationOperator)
      throw stakingError(17, 'cannot redelegate to the same validator')
    const source = this.#require(sourceOperator)
    const destination = this.#require(destinationOperator)
    const incoming = this.redelegationsOf(delegator).some(
      r => r.validator_dst_address === sourceOperator,
    )
    if (incoming)
      throw stakingError(
        27,
        'redelegation to this validator already in progress; first redelegation to this validator must complete before next redelegation',
      )
    const key = `${delegator}/${sourceOperator}/${destinationOperator}`
    const entries = this.#entriesWithRoom(
      this.#redelegations.get(key),
      stakingError(
        24,
        'too many redelegation entries for (delegator, src-validator, dst-validator) tuple',
      ),
    )
    this.#removeShares(delegator, source, amount)
    const from = this.#poolOf(source)
    const to = this.#poolOf(destination)
    if (from !== to) this.bank.send(from, to, lore(amount))
    this.#addShares(delegator, this.#require(destinationOperator), amount)
    const entry: RedelegationEntry = { ...this.#newEntry(amount, at), shares_dst: decOf(amount) }
    this.#redelegations.set(key, {
      delegator_address: delegator,
      validator_src_address: sourceOperator,
      validator_dst_address: destinationOperator,
      entries: [...entries, entry],
    })
    return new Date(entry.completion_time)
  }

  /** The entries kept so far, while there is room for one more (`max_entries`). */
  #entriesWithRoom<E>(
    kept: { readonly entries: readonly E[] } | undefined,
    full: Error,
  ): readonly E[] {
    const entries = kept?.entries ?? []
    if (entries.length >= this.params.maxEntries) throw full
    return entries
  }

  /** A new unbonding or redelegation entry of `amount`: it matures after the unbonding time. */
  #newEntry(amount: bigint, at: { height: bigint; time: Date }): EntryTimes {
    const completion = new Date(at.time.getTime() + this.params.unbondingSeconds * 1000)
    return {
      creation_height: at.height.toString(),
      completion_time: completion.toISOString(),
      initial_balance: amount.toString(),
      unbonding_id: this.#nextUnbondingId(),
    }
  }

  /** End block: matured unbonding entries pay out, matured redelegation entries disappear. */
  completeMatured(time: Date, events: EventCollector): void {
    for (const unbonding of this.#unbondings.values()) {
      const matured = unbonding.entries.filter(e => Date.parse(e.completion_time) <= time.getTime())
      if (matured.length === 0) continue
      const key = `${unbonding.delegator_address}/${unbonding.validator_address}`
      const paid = matured.reduce((sum, e) => sum + BigInt(e.balance), 0n)
      if (paid > 0n) this.bank.send(NOT_BONDED_POOL, unbonding.delegator_address, lore(paid))
      events.emit('complete_unbonding', {
        amount: `${paid}${NATIVE_TOKEN.denom}`,
        validator: unbonding.validator_address,
        delegator: unbonding.delegator_address,
      })
      const left = unbonding.entries.filter(e => !matured.includes(e))
      if (left.length === 0) this.#unbondings.delete(key)
      else this.#unbondings.set(key, { ...unbonding, entries: left })
    }
    for (const redelegation of this.#redelegations.values()) {
      const left = redelegation.entries.filter(e => Date.parse(e.completion_time) > time.getTime())
      if (left.length === redelegation.entries.length) continue
      const key = `${redelegation.delegator_address}/${redelegation.validator_src_address}/${redelegation.validator_dst_address}`
      if (left.length === 0) this.#redelegations.delete(key)
      else this.#redelegations.set(key, { ...redelegation, entries: left })
    }
  }

  redelegationsOf(delegator: string): Redelegation[] {
    return this.#redelegations.values(`${delegator}/`)
  }

  redelegations(): Redelegation[] {
    return this.#redelegations.values()
  }

  totalBonded(): bigint {
    return this.bondedValidators().reduce((sum, v) => sum + BigInt(v.tokens), 0n)
  }

  /** Voting power of an address: its delegations' share of each validator's tokens. */
  votingPower(delegator: string): bigint {
    return this.delegations.ofDelegator(delegator).reduce((sum, d) => sum + BigInt(d.shares), 0n)
  }

  #require(operator: string): Validator {
    const validator = this.validator(operator)
    if (!validator) throw stakingError(3, 'validator does not exist')
    return validator
  }

  #poolOf(validator: Validator): string {
    return validator.status === 'BOND_STATUS_BONDED' ? BONDED_POOL : NOT_BONDED_POOL
  }

  #runHooks(delegator: string, operator: string): void {
    for (const hook of this.#hooks) hook(delegator, operator)
  }

  #addShares(delegator: string, validator: Validator, amount: bigint): void {
    const operator = validator.operator_address
    this.#runHooks(delegator, operator)
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

  #removeShares(delegator: string, validator: Validator, amount: bigint): void {
    const operator = validator.operator_address
    const delegation = this.delegations.get(delegator, operator)
    if (!delegation) throw stakingError(19, 'no delegation for (address, validator) tuple')
    if (BigInt(delegation.shares) < amount) throw stakingError(18, 'invalid shares amount')
    this.#runHooks(delegator, operator)
    this.#validators.set(operator, {
      ...validator,
      tokens: (BigInt(validator.tokens) - amount).toString(),
    })
    const left = BigInt(delegation.shares) - amount
    const key = `${delegator}/${operator}`
    if (left === 0n) this.#delegations.delete(key)
    else this.#delegations.set(key, { ...delegation, shares: left.toString() })
  }

  #nextUnbondingId(): string {
    const next = BigInt(this.#counters.get('unbondingId') ?? '0') + 1n
    this.#counters.set('unbondingId', next.toString())
    return next.toString()
  }
}
