import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

const coinWire = z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) })
const basicWire = z.object({
  spend_limit: z._default(z.array(coinWire), []),
  expiration: z.optional(z.nullable(z.string())),
})
// BasicAllowance, PeriodicAllowance (`basic` plus the period's budget), or either of them wrapped
// by AllowedMsgAllowance (`allowance` plus `allowed_messages`).
const innerWire = z.object({
  '@type': z.string(),
  spend_limit: z.optional(z.array(coinWire)),
  expiration: z.optional(z.nullable(z.string())),
  basic: z.optional(basicWire),
  period: z.optional(z.string()),
  period_spend_limit: z.optional(z.array(coinWire)),
  period_can_spend: z.optional(z.array(coinWire)),
  period_reset: z.optional(z.nullable(z.string())),
})
const allowanceWire = z.extend(innerWire, {
  allowance: z.optional(innerWire),
  allowed_messages: z.optional(z.array(z.string())),
})
const grantsWire = z.object({
  allowances: z._default(
    z.array(z.object({ granter: z.string(), grantee: z.string(), allowance: allowanceWire })),
    [],
  ),
})

const PERIODIC_URL = '/cosmos.feegrant.v1beta1.PeriodicAllowance'
const ALLOWED_MSG_URL = '/cosmos.feegrant.v1beta1.AllowedMsgAllowance'

/** The periodic budget of a PeriodicAllowance (x/feegrant periodic_fee.go). */
export interface FeePeriod {
  /** What is left of this period's budget in `denom`. */
  readonly canSpend: bigint
  /** The budget each new period starts with. */
  readonly spendLimit: bigint
  /** When the next period starts (the budget is refilled at the first tx after it). */
  readonly resetAt: Date
}

export interface FeeAllowance {
  readonly granter: string
  /** What the granter still pays in `denom` over the grant's life; null means no limit. */
  readonly spendLimit: bigint | null
  readonly expiration: Date | null
  /** Msg type URLs the grant covers; null means all. */
  readonly allowedMessages: readonly string[] | null
  /** A periodic allowance's budget; null for a basic one. */
  readonly period: FeePeriod | null
}

type InnerWire = z.output<typeof innerWire>

const amountIn = (coins: readonly { denom: string; amount: string }[], denom: string) =>
  BigInt(coins.find(coin => coin.denom === denom)?.amount ?? '0')

function dateOf(text: string | null | undefined): Date | null {
  const date = text ? new Date(text) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

function toAllowance(
  granter: string,
  wire: z.output<typeof allowanceWire>,
  denom: string,
): FeeAllowance {
  // An AllowedMsgAllowance holds the real allowance; an unknown type pays nothing (room 0).
  const inner: InnerWire = wire['@type'] === ALLOWED_MSG_URL ? (wire.allowance ?? wire) : wire
  const basic = inner.basic ?? {
    spend_limit: inner.spend_limit ?? [],
    expiration: inner.expiration,
  }
  const periodic = inner['@type'] === PERIODIC_URL
  const limit = basic.spend_limit
  const resetAt = dateOf(inner.period_reset)
  return {
    granter,
    spendLimit: limit.length === 0 ? null : amountIn(limit, denom),
    expiration: dateOf(basic.expiration),
    allowedMessages: wire['@type'] === ALLOWED_MSG_URL ? (wire.allowed_messages ?? []) : null,
    period: periodic
      ? {
          canSpend: amountIn(inner.period_can_spend ?? [], denom),
          spendLimit: amountIn(inner.period_spend_limit ?? [], denom),
          resetAt: resetAt ?? new Date(0),
        }
      : null,
  }
}

/** Fee grants the grantee holds, with the spend limits in `denom` (first page is plenty). */
export async function getFeeAllowances(
  apiEndpoint: string,
  grantee: string,
  denom: string,
  options?: FetchJsonOptions,
): Promise<FeeAllowance[]> {
  const path = `/cosmos/feegrant/v1beta1/allowances/${encodeURIComponent(grantee)}`
  const body = await fetchJson(joinUrl(apiEndpoint, path), grantsWire, options)
  return body.allowances.map(grant => toAllowance(grant.granter, grant.allowance, denom))
}

/**
 * What the grant can still pay at `now`, null for no limit: the smaller of the lifetime limit and
 * the period's budget (refilled, as the chain does at the first tx after the reset time).
 */
export function allowanceRoom(grant: FeeAllowance, now: Date = new Date()): bigint | null {
  if (grant.expiration && grant.expiration <= now) return 0n
  const period = grant.period
  const periodRoom = period ? (now >= period.resetAt ? period.spendLimit : period.canSpend) : null
  if (grant.spendLimit === null) return periodRoom
  if (periodRoom === null) return grant.spendLimit
  return periodRoom < grant.spendLimit ? periodRoom : grant.spendLimit
}

/** A grant that can pay for one transaction, and what it can still pay (null: no limit). */
export interface FeeGrantOption {
  readonly granter: string
  readonly room: bigint | null
}

const largestFirst = (a: FeeGrantOption, b: FeeGrantOption) =>
  a.room === b.room ? 0 : a.room === null ? -1 : b.room === null ? 1 : a.room > b.room ? -1 : 1

/**
 * The grants that can pay for a tx of these Msgs, largest room first: unexpired, with room left,
 * and allowing every Msg of the tx (the chain refuses the whole tx when one Msg is not allowed, so
 * a grant restricted to votes must never be picked for a send).
 */
export function grantsCovering(
  allowances: readonly FeeAllowance[],
  msgTypeUrls: readonly string[],
  now: Date = new Date(),
): FeeGrantOption[] {
  return allowances
    .filter(
      grant =>
        grant.allowedMessages === null ||
        msgTypeUrls.every(url => grant.allowedMessages?.includes(url)),
    )
    .map(grant => ({ granter: grant.granter, room: allowanceRoom(grant, now) }))
    .filter(option => option.room === null || option.room > 0n)
    .sort(largestFirst)
}

/** The grant to show as the wallet's fee allowance: the largest one that covers any Msg. */
export function usableAllowance(
  allowances: readonly FeeAllowance[],
  now: Date = new Date(),
): FeeGrantOption | null {
  return (
    grantsCovering(
      allowances.filter(grant => grant.allowedMessages === null),
      [],
      now,
    )[0] ?? null
  )
}
