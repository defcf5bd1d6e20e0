import { fromBase64 } from '@cosmjs/encoding'
import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { PubKey } from 'cosmjs-types/cosmos/crypto/ed25519/keys'
import {
  QueryDelegationRequest,
  QueryDelegationResponse,
  QueryDelegatorDelegationsRequest,
  QueryDelegatorDelegationsResponse,
  QueryParamsResponse,
  QueryPoolResponse,
  QueryValidatorDelegationsRequest,
  QueryValidatorDelegationsResponse,
  QueryValidatorRequest,
  QueryValidatorResponse,
  QueryValidatorsRequest,
  QueryValidatorsResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/query'
import {
  BondStatus,
  type Validator as ProtoValidator,
} from 'cosmjs-types/cosmos/staking/v1beta1/staking'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { AbciQueryHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import {
  decOf,
  type Delegation,
  type DelegatorValidatorRecord,
  type DelegatorValidatorRecords,
  type Redelegation,
  type StakingKeeper,
  type UnbondingDelegation,
  type Validator,
} from './keeper.ts'
import { stakingParamsJson } from './params.ts'
import { decAtomics, normalizeDec } from '../../chain/dec.ts'

/** The SDK's REST shape of a validator. */
export function validatorJson(v: Validator) {
  return {
    operator_address: v.operator_address,
    consensus_pubkey: { '@type': '/cosmos.crypto.ed25519.PubKey', key: v.consensus_key },
    jailed: v.jailed,
    status: v.status,
    tokens: v.tokens,
    delegator_shares: decOf(v.tokens),
    description: {
      moniker: v.moniker,
      identity: '',
      website: v.website,
      security_contact: '',
      details: v.details,
    },
    unbonding_height: v.unbonding_height,
    unbonding_time: v.unbonding_time,
    commission: {
      commission_rates: {
        rate: normalizeDec(v.commission_rate),
        max_rate: normalizeDec('0.2'),
        max_change_rate: normalizeDec('0.01'),
      },
      update_time: v.created_at,
    },
    min_self_delegation: '1',
    unbonding_on_hold_ref_count: '0',
    unbonding_ids: [],
  }
}

function delegationJson(d: Delegation) {
  return {
    delegation: {
      delegator_address: d.delegator_address,
      validator_address: d.validator_address,
      shares: decOf(d.shares),
    },
    balance: { denom: NATIVE_TOKEN.denom, amount: d.shares },
  }
}

function unbondingJson(u: UnbondingDelegation) {
  return {
    delegator_address: u.delegator_address,
    validator_address: u.validator_address,
    entries: u.entries.map(e => ({ ...e, unbonding_on_hold_ref_count: '0' })),
  }
}

function redelegationJson(r: Redelegation) {
  return {
    redelegation: {
      delegator_address: r.delegator_address,
      validator_src_address: r.validator_src_address,
      validator_dst_address: r.validator_dst_address,
      entries: r.entries.map(e => ({ ...e, unbonding_on_hold_ref_count: '0' })),
    },
    entries: r.entries.map(e => ({
      redelegation_entry: { ...e, unbonding_on_hold_ref_count: '0' },
      balance: e.initial_balance,
    })),
  }
}

const STATUS_NAMES = ['', 'BOND_STATUS_UNBONDED', 'BOND_STATUS_UNBONDING', 'BOND_STATUS_BONDED']

export function registerStakingRoutes(router: Router, staking: StakingKeeper): void {
  const p = '/cosmos/staking/v1beta1'
  router.get(`${p}/validators`, ({ query }) => {
    const status = query.get('status') ?? ''
    if (status && !STATUS_NAMES.includes(status))
      return grpcError(3, `invalid validator status ${status}`)
    const list = staking.validators().filter(v => !status || v.status === status)
    const page = paginate(list, parsePageRequest(query), v => v.operator_address)
    return ok({ validators: page.items.map(validatorJson), pagination: page.pagination })
  })
  router.get(`${p}/validators/{validator_addr}`, ({ params }) => {
    const validator = staking.validator(params.validator_addr ?? '')
    return validator
      ? ok({ validator: validatorJson(validator) })
      : grpcError(5, `validator ${params.validator_addr} not found`)
  })
  registerBetweenRoutes(router, staking.delegations, {
    byDelegator: `${p}/delegations/{delegator_addr}`,
    byValidator: `${p}/validators/{validator_addr}/delegations`,
    one: `${p}/validators/{validator_addr}/delegations/{delegator_addr}`,
    listField: 'delegation_responses',
    oneField: 'delegation_response',
    what: 'delegation',
    json: delegationJson,
  })
  router.get(`${p}/delegators/{delegator_addr}/validators`, ({ params, query }) => {
    const operators = new Set(
      staking.delegations.ofDelegator(params.delegator_addr ?? '').map(d => d.validator_address),
    )
    const list = staking.validators().filter(v => operators.has(v.operator_address))
    const page = paginate(list, parsePageRequest(query), v => v.operator_address)
    return ok({ validators: page.items.map(validatorJson), pagination: page.pagination })
  })
  router.get(`${p}/pool`, () => ok({ pool: poolJson(staking) }))
  router.get(`${p}/params`, () => ok({ params: stakingParamsJson(staking.params) }))
  registerEntryRoutes(router, staking)
}

function poolJson(staking: StakingKeeper) {
  const notBonded = staking
    .validators()
    .filter(v => v.status !== 'BOND_STATUS_BONDED')
    .reduce((sum, v) => sum + BigInt(v.tokens), 0n)
  const unbonding = staking
    .validators()
    .flatMap(v => staking.unbondings.ofValidator(v.operator_address))
    .flatMap(u => u.entries)
    .reduce((sum, e) => sum + BigInt(e.balance), 0n)
  return {
    not_bonded_tokens: (notBonded + unbonding).toString(),
    bonded_tokens: staking.totalBonded().toString(),
  }
}

/** Unbonding delegations, redelegations and the delegator's view of one validator. */
function registerEntryRoutes(router: Router, staking: StakingKeeper): void {
  const p = '/cosmos/staking/v1beta1'
  registerBetweenRoutes(router, staking.unbondings, {
    byDelegator: `${p}/delegators/{delegator_addr}/unbonding_delegations`,
    byValidator: `${p}/validators/{validator_addr}/unbonding_delegations`,
    one: `${p}/validators/{validator_addr}/delegations/{delegator_addr}/unbonding_delegation`,
    listField: 'unbonding_responses',
    oneField: 'unbond',
    what: 'unbonding delegation',
    json: unbondingJson,
  })
  router.get(`${p}/delegators/{delegator_addr}/redelegations`, ({ params, query }) => {
    const source = query.get('src_validator_addr')
    const destination = query.get('dst_validator_addr')
    const list = staking
      .redelegationsOf(params.delegator_addr ?? '')
      .filter(r => !source || r.validator_src_address === source)
      .filter(r => !destination || r.validator_dst_address === destination)
    const page = paginate(
      list,
      parsePageRequest(query),
      r => `${r.validator_src_address}/${r.validator_dst_address}`,
    )
    return ok({
      redelegation_responses: page.items.map(redelegationJson),
      pagination: page.pagination,
    })
  })
  router.get(`${p}/delegators/{delegator_addr}/validators/{validator_addr}`, ({ params }) => {
    const delegation = staking.delegations.get(
      params.delegator_addr ?? '',
      params.validator_addr ?? '',
    )
    const validator = staking.validator(params.validator_addr ?? '')
    return delegation && validator
      ? ok({ validator: validatorJson(validator) })
      : notFoundBetween('delegation', params)
  })
}

/** The gateway's answer when nothing is kept between the delegator and the validator asked. */
const notFoundBetween = (what: string, params: Record<string, string | undefined>) =>
  grpcError(
    5,
    `${what} with delegator ${params.delegator_addr} not found for validator ${params.validator_addr}`,
  )

/**
 * The REST reads of records between delegators and validators: a delegator's (one a validator),
 * a validator's (one a delegator), and the one between the two.
 */
function registerBetweenRoutes<T extends DelegatorValidatorRecord>(
  router: Router,
  records: DelegatorValidatorRecords<T>,
  spec: {
    readonly byDelegator: string
    readonly byValidator: string
    readonly one: string
    readonly listField: string
    readonly oneField: string
    readonly what: string
    readonly json: (record: T) => unknown
  },
): void {
  router.get(spec.byDelegator, ({ params, query }) => {
    const list = records.ofDelegator(params.delegator_addr ?? '')
    const page = paginate(list, parsePageRequest(query), r => r.validator_address)
    return ok({ [spec.listField]: page.items.map(spec.json), pagination: page.pagination })
  })
  router.get(spec.byValidator, ({ params, query }) => {
    const list = records.ofValidator(params.validator_addr ?? '')
    const page = paginate(list, parsePageRequest(query), r => r.delegator_address)
    return ok({ [spec.listField]: page.items.map(spec.json), pagination: page.pagination })
  })
  router.get(spec.one, ({ params }) => {
    const found = records.get(params.delegator_addr ?? '', params.validator_addr ?? '')
    return found ? ok({ [spec.oneField]: spec.json(found) }) : notFoundBetween(spec.what, params)
  })
}

function protoValidator(v: Validator): ProtoValidator {
  return {
    operatorAddress: v.operator_address,
    consensusPubkey: {
      typeUrl: '/cosmos.crypto.ed25519.PubKey',
      value: PubKey.encode({ key: fromBase64(v.consensus_key) }).finish(),
    },
    jailed: v.jailed,
    status: BondStatus[v.status],
    tokens: v.tokens,
    delegatorShares: decAtomics(v.tokens),
    description: {
      moniker: v.moniker,
      identity: '',
      website: v.website,
      securityContact: '',
      details: v.details,
    },
    unbondingHeight: BigInt(v.unbonding_height),
    unbondingTime: { seconds: BigInt(Math.floor(Date.parse(v.unbonding_time) / 1000)), nanos: 0 },
    commission: {
      commissionRates: {
        rate: decAtomics(v.commission_rate),
        maxRate: decAtomics('0.2'),
        maxChangeRate: decAtomics('0.01'),
      },
      updateTime: { seconds: BigInt(Math.floor(Date.parse(v.created_at) / 1000)), nanos: 0 },
    },
    minSelfDelegation: '1',
    unbondingOnHoldRefCount: 0n,
    unbondingIds: [],
  }
}

const protoDelegation = (d: Delegation) => ({
  delegation: {
    delegatorAddress: d.delegator_address,
    validatorAddress: d.validator_address,
    shares: decAtomics(d.shares),
  },
  balance: { denom: NATIVE_TOKEN.denom, amount: d.shares },
})

const NO_PAGE = { nextKey: new Uint8Array(), total: 0n }

/** All of `list` as one page of delegation responses. */
const delegationPage = (list: readonly Delegation[]) => ({
  delegationResponses: list.map(protoDelegation),
  pagination: { ...NO_PAGE, total: BigInt(list.length) },
})

/** The gRPC paths a node answers over `abci_query` (cosmjs `setupStakingExtension`). */
export function stakingAbciQueries(staking: StakingKeeper): Record<string, AbciQueryHandler> {
  const s = '/cosmos.staking.v1beta1.Query/'
  return {
    [`${s}Validators`]: data => {
      const { status } = QueryValidatorsRequest.decode(data)
      const list = staking.validators().filter(v => !status || v.status === status)
      return QueryValidatorsResponse.encode({
        validators: list.map(protoValidator),
        pagination: { ...NO_PAGE, total: BigInt(list.length) },
      }).finish()
    },
    [`${s}Validator`]: data => {
      const { validatorAddr } = QueryValidatorRequest.decode(data)
      const validator = staking.validator(validatorAddr)
      if (!validator)
        throw ChainError.wrap(SdkErrors.notFound, `validator ${validatorAddr} not found`)
      return QueryValidatorResponse.encode({ validator: protoValidator(validator) }).finish()
    },
    [`${s}DelegatorDelegations`]: data => {
      const { delegatorAddr } = QueryDelegatorDelegationsRequest.decode(data)
      const page = delegationPage(staking.delegations.ofDelegator(delegatorAddr))
      return QueryDelegatorDelegationsResponse.encode(page).finish()
    },
    [`${s}ValidatorDelegations`]: data => {
      const { validatorAddr } = QueryValidatorDelegationsRequest.decode(data)
      const page = delegationPage(staking.delegations.ofValidator(validatorAddr))
      return QueryValidatorDelegationsResponse.encode(page).finish()
    },
    [`${s}Delegation`]: data => {
      const { delegatorAddr, validatorAddr } = QueryDelegationRequest.decode(data)
      const found = staking.delegations.get(delegatorAddr, validatorAddr)
      if (!found)
        throw ChainError.wrap(
          SdkErrors.notFound,
          `delegation with delegator ${delegatorAddr} not found for validator ${validatorAddr}`,
        )
      return QueryDelegationResponse.encode({ delegationResponse: protoDelegation(found) }).finish()
    },
    [`${s}Pool`]: () =>
      QueryPoolResponse.encode({
        pool: {
          notBondedTokens: poolJson(staking).not_bonded_tokens,
          bondedTokens: staking.totalBonded().toString(),
        },
      }).finish(),
    [`${s}Params`]: () =>
      QueryParamsResponse.encode({
        params: {
          unbondingTime: { seconds: BigInt(staking.params.unbondingSeconds), nanos: 0 },
          maxValidators: 100,
          maxEntries: 7,
          historicalEntries: 10000,
          bondDenom: NATIVE_TOKEN.denom,
          minCommissionRate: '0',
        },
      }).finish(),
  }
}
