import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

/** x/staking reads as SDK 0.47's gateway serves them (docs/protocol.md#staking). */
export type BondStatus = 'BONDED' | 'UNBONDING' | 'UNBONDED'

export interface Validator {
  readonly operatorAddress: string
  readonly moniker: string
  readonly website: string
  readonly details: string
  /** The commission as a fraction, e.g. `0.05`. */
  readonly commission: number
  /** Bonded stake in ulore: the validator's voting power. */
  readonly tokens: bigint
  readonly status: BondStatus
  readonly jailed: boolean
}

export interface Delegation {
  readonly validatorAddress: string
  /** ulore. */
  readonly amount: bigint
}

export interface UnbondingEntry {
  readonly validatorAddress: string
  readonly creationHeight: bigint
  readonly completionTime: Date
  /** ulore still unbonding. */
  readonly balance: bigint
}

export interface StakingParams {
  readonly unbondingSeconds: number
  readonly bondDenom: string
}

const int = z.string().check(z.regex(/^\d+$/))
const dec = z.string().check(z.regex(/^\d+(\.\d+)?$/))
const page = { pagination: z.optional(z.unknown()) }
const STATUS: Record<string, BondStatus> = {
  BOND_STATUS_BONDED: 'BONDED',
  BOND_STATUS_UNBONDING: 'UNBONDING',
  BOND_STATUS_UNBONDED: 'UNBONDED',
}

const validatorWire = z.object({
  operator_address: z.string(),
  jailed: z._default(z.boolean(), false),
  status: z.string(),
  tokens: int,
  description: z.object({
    moniker: z._default(z.string(), ''),
    website: z._default(z.string(), ''),
    details: z._default(z.string(), ''),
  }),
  commission: z.object({ commission_rates: z.object({ rate: dec }) }),
})

const toValidator = (v: z.infer<typeof validatorWire>): Validator => ({
  operatorAddress: v.operator_address,
  moniker: v.description.moniker,
  website: v.description.website,
  details: v.description.details,
  commission: Number(v.commission.commission_rates.rate),
  tokens: BigInt(v.tokens),
  status: STATUS[v.status] ?? 'UNBONDED',
  jailed: v.jailed,
})

const get = <S extends z.ZodMiniType>(
  api: string,
  path: string,
  schema: S,
  options?: FetchJsonOptions,
) => fetchJson(joinUrl(api, path), schema, options)

/** Every validator (bonded, unbonding and unbonded), most voting power first. */
export async function listValidators(
  api: string,
  options?: FetchJsonOptions,
): Promise<Validator[]> {
  const body = await get(
    api,
    '/cosmos/staking/v1beta1/validators?pagination.limit=500',
    z.object({ validators: z.array(validatorWire), ...page }),
    options,
  )
  return body.validators
    .map(toValidator)
    .sort((a, b) => (a.tokens === b.tokens ? 0 : a.tokens > b.tokens ? -1 : 1))
}

/** The stake of `delegator`, per validator. */
export async function listDelegations(
  api: string,
  delegator: string,
  options?: FetchJsonOptions,
): Promise<Delegation[]> {
  const body = await get(
    api,
    `/cosmos/staking/v1beta1/delegations/${encodeURIComponent(delegator)}?pagination.limit=200`,
    z.object({
      delegation_responses: z.array(
        z.object({
          delegation: z.object({ validator_address: z.string() }),
          balance: z.object({ denom: z.string(), amount: int }),
        }),
      ),
      ...page,
    }),
    options,
  )
  return body.delegation_responses.map(d => ({
    validatorAddress: d.delegation.validator_address,
    amount: BigInt(d.balance.amount),
  }))
}

/** `delegator`'s unbonding entries, soonest first. */
export async function listUnbondings(
  api: string,
  delegator: string,
  options?: FetchJsonOptions,
): Promise<UnbondingEntry[]> {
  const body = await get(
    api,
    `/cosmos/staking/v1beta1/delegators/${encodeURIComponent(delegator)}/unbonding_delegations`,
    z.object({
      unbonding_responses: z.array(
        z.object({
          validator_address: z.string(),
          entries: z.array(
            z.object({ creation_height: int, completion_time: z.string(), balance: int }),
          ),
        }),
      ),
      ...page,
    }),
    options,
  )
  return body.unbonding_responses
    .flatMap(u =>
      u.entries.map(e => ({
        validatorAddress: u.validator_address,
        creationHeight: BigInt(e.creation_height),
        completionTime: new Date(e.completion_time),
        balance: BigInt(e.balance),
      })),
    )
    .sort((a, b) => a.completionTime.getTime() - b.completionTime.getTime())
}

export async function getStakingParams(
  api: string,
  options?: FetchJsonOptions,
): Promise<StakingParams> {
  const body = await get(
    api,
    '/cosmos/staking/v1beta1/params',
    z.object({
      params: z.object({
        unbonding_time: z.string().check(z.regex(/^\d+(\.\d+)?s$/)),
        bond_denom: z.string(),
      }),
    }),
    options,
  )
  return {
    unbondingSeconds: Number(body.params.unbonding_time.slice(0, -1)),
    bondDenom: body.params.bond_denom,
  }
}
