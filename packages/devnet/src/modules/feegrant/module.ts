import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'
import {
  QueryAllowanceRequest,
  QueryAllowanceResponse,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/query'
import type { MsgGrantAllowance, MsgRevokeAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { requireAddress } from '../../chain/addresses.ts'
import { checkCoins } from '../../chain/coins.ts'
import { ChainError, FeegrantErrors, SdkErrors } from '../../chain/errors.ts'
import { respond, type ChainModule, type MsgContext, type MsgHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import {
  resetPeriod,
  type BasicAllowance as Allowance,
  type FeegrantKeeper,
  type Grant,
} from './keeper.ts'

const BASIC_URL = '/cosmos.feegrant.v1beta1.BasicAllowance'
const PERIODIC_URL = '/cosmos.feegrant.v1beta1.PeriodicAllowance'
const ALLOWED_MSG_URL = '/cosmos.feegrant.v1beta1.AllowedMsgAllowance'
const EMPTY = { encode: () => ({ finish: () => new Uint8Array() }) }

function timestampToIso(seconds: bigint, nanos: number): string {
  return new Date(Number(seconds) * 1000 + Math.floor(nanos / 1e6))
    .toISOString()
    .replace('.000Z', 'Z')
}

function decodeAllowance(any: Any | undefined): Allowance {
  if (any?.typeUrl === BASIC_URL) {
    const basic = BasicAllowance.decode(any.value)
    checkCoins(basic.spendLimit)
    return {
      spendLimit: basic.spendLimit,
      expiration: basic.expiration
        ? timestampToIso(basic.expiration.seconds, basic.expiration.nanos)
        : null,
      allowedMessages: null,
    }
  }
  if (any?.typeUrl === PERIODIC_URL) return decodePeriodic(PeriodicAllowance.decode(any.value))
  if (any?.typeUrl === ALLOWED_MSG_URL) {
    const allowed = AllowedMsgAllowance.decode(any.value)
    if (allowed.allowedMessages.length === 0) throw ChainError.wrap(FeegrantErrors.noMessages)
    return { ...decodeAllowance(allowed.allowance), allowedMessages: allowed.allowedMessages }
  }
  throw ChainError.wrap(SdkErrors.notSupported, `allowance type ${any?.typeUrl ?? '(none)'}`)
}

/** PeriodicAllowance.ValidateBasic, with the SDK's texts. */
function decodePeriodic(periodic: PeriodicAllowance): Allowance {
  const basic = decodeAllowance({
    typeUrl: BASIC_URL,
    value: BasicAllowance.encode(periodic.basic ?? { spendLimit: [] }).finish(),
  })
  const invalidCoins = { codespace: 'sdk', code: 10, text: 'invalid coins' }
  const coinsValid = (coins: readonly { denom: string; amount: string }[]) => {
    try {
      checkCoins(coins)
      return true
    } catch {
      return false
    }
  }
  if (!coinsValid(periodic.periodSpendLimit))
    throw ChainError.wrap(invalidCoins, 'spend amount is invalid')
  if (periodic.periodSpendLimit.some(coin => BigInt(coin.amount) <= 0n))
    throw ChainError.wrap(invalidCoins, 'spend limit must be positive')
  if (!coinsValid(periodic.periodCanSpend))
    throw ChainError.wrap(invalidCoins, 'can spend amount is invalid')
  const basicDenoms = new Set(basic.spendLimit.map(coin => coin.denom))
  if (
    basic.spendLimit.length > 0 &&
    !periodic.periodSpendLimit.every(coin => basicDenoms.has(coin.denom))
  ) {
    throw ChainError.wrap(
      invalidCoins,
      'period spend limit has different currency than basic spend limit',
    )
  }
  const seconds = Number(periodic.period?.seconds ?? 0n)
  if (seconds < 0)
    throw ChainError.wrap(
      { codespace: 'feegrant', code: 6, text: 'invalid duration' },
      'negative clock step',
    )
  const reset = periodic.periodReset
    ? timestampToIso(periodic.periodReset.seconds, periodic.periodReset.nanos)
    : '0001-01-01T00:00:00Z'
  return {
    ...basic,
    period: {
      seconds,
      spendLimit: periodic.periodSpendLimit,
      canSpend: periodic.periodCanSpend,
      reset,
    },
  }
}

function isoToTimestamp(iso: string) {
  const ms = Date.parse(iso)
  return { seconds: BigInt(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1e6 }
}

function basicJson(allowance: Allowance) {
  const inner = { spend_limit: allowance.spendLimit, expiration: allowance.expiration }
  const period = allowance.period
  if (!period) return { '@type': BASIC_URL, ...inner }
  return {
    '@type': PERIODIC_URL,
    basic: inner,
    period: `${period.seconds}s`,
    period_spend_limit: period.spendLimit,
    period_can_spend: period.canSpend,
    period_reset: period.reset.replace('.000Z', 'Z'),
  }
}

export function grantJson(grant: Grant) {
  const { allowance } = grant
  return {
    granter: grant.granter,
    grantee: grant.grantee,
    allowance: allowance.allowedMessages
      ? {
          '@type': ALLOWED_MSG_URL,
          allowance: basicJson(allowance),
          allowed_messages: allowance.allowedMessages,
        }
      : basicJson(allowance),
  }
}

function encodeAllowance(allowance: Allowance): Any {
  const basicValue = {
    spendLimit: [...allowance.spendLimit],
    expiration: allowance.expiration
      ? { seconds: BigInt(Math.floor(Date.parse(allowance.expiration) / 1000)), nanos: 0 }
      : undefined,
  }
  const period = allowance.period
  const basic: Any = period
    ? {
        typeUrl: PERIODIC_URL,
        value: PeriodicAllowance.encode({
          basic: basicValue,
          period: { seconds: BigInt(period.seconds), nanos: 0 },
          periodSpendLimit: [...period.spendLimit],
          periodCanSpend: [...period.canSpend],
          periodReset: isoToTimestamp(period.reset),
        }).finish(),
      }
    : { typeUrl: BASIC_URL, value: BasicAllowance.encode(basicValue).finish() }
  if (!allowance.allowedMessages) return basic
  return {
    typeUrl: ALLOWED_MSG_URL,
    value: AllowedMsgAllowance.encode({
      allowance: basic,
      allowedMessages: [...allowance.allowedMessages],
    }).finish(),
  }
}

/** A feegrant Msg: the granter signs; granter and grantee must be addresses. */
function feegrantHandler<M extends { granter: string; grantee: string }>(
  name: string,
  validate: ((msg: M) => void) | undefined,
  execute: (msg: M, ctx: MsgContext) => void,
): MsgHandler<M> {
  return {
    typeUrl: `/cosmos.feegrant.v1beta1.${name}`,
    module: 'feegrant',
    signers: msg => [msg.granter],
    validateBasic: msg => {
      requireAddress(msg.granter, 'granter')
      requireAddress(msg.grantee, 'grantee')
      validate?.(msg)
    },
    execute: (msg, ctx) => {
      execute(msg, ctx)
      return respond(`/cosmos.feegrant.v1beta1.${name}Response`, EMPTY, {})
    },
  }
}

export function feegrantModule(feegrant: FeegrantKeeper): ChainModule {
  const grantHandler = feegrantHandler<MsgGrantAllowance>(
    'MsgGrantAllowance',
    msg => {
      if (msg.granter === msg.grantee)
        throw ChainError.wrap(SdkErrors.invalidAddress, 'cannot self-grant fee authorization')
      decodeAllowance(msg.allowance)
    },
    (msg, ctx) => {
      const allowance = decodeAllowance(msg.allowance)
      if (allowance.expiration !== null && new Date(allowance.expiration) <= ctx.blockTime) {
        throw ChainError.wrap(
          FeegrantErrors.feeGrantExpired,
          'expiration is before current block time',
        )
      }
      // `UpdatePeriodReset`: a periodic allowance starts its first period at the grant's block.
      feegrant.grant({
        granter: msg.granter,
        grantee: msg.grantee,
        allowance: resetPeriod(allowance, ctx.blockTime),
      })
      ctx.events.emit('set_feegrant', { granter: msg.granter, grantee: msg.grantee })
    },
  )
  const revokeHandler = feegrantHandler<MsgRevokeAllowance>(
    'MsgRevokeAllowance',
    undefined,
    (msg, ctx) => {
      feegrant.revoke(msg.granter, msg.grantee)
      ctx.events.emit('revoke_feegrant', { granter: msg.granter, grantee: msg.grantee })
    },
  )
  return {
    name: 'feegrant',
    handlers: [grantHandler, revokeHandler] as MsgHandler<never>[],
    registerRoutes: router => {
      router.get('/cosmos/feegrant/v1beta1/allowance/{granter}/{grantee}', ({ params }) => {
        const grant = feegrant.get(params.granter ?? '', params.grantee ?? '')
        if (!grant) {
          return grpcError(
            2,
            `fee-grant not found: granter ${params.granter} grantee ${params.grantee}: not found`,
          )
        }
        return ok({ allowance: grantJson(grant) })
      })
      const grantList = (
        path: string,
        grants: (params: Readonly<Record<string, string>>) => Grant[],
        keyOf: (grant: Grant) => string,
      ) =>
        router.get(`/cosmos/feegrant/v1beta1/${path}`, ({ params, query }) => {
          const page = paginate(grants(params), parsePageRequest(query), keyOf)
          return ok({ allowances: page.items.map(grantJson), pagination: page.pagination })
        })
      grantList(
        'allowances/{grantee}',
        p => feegrant.byGrantee(p.grantee ?? ''),
        g => g.granter,
      )
      grantList(
        'issued/{granter}',
        p => feegrant.byGranter(p.granter ?? ''),
        g => g.grantee,
      )
    },
    abciQueries: {
      '/cosmos.feegrant.v1beta1.Query/Allowance': data => {
        const request = QueryAllowanceRequest.decode(data)
        const grant = feegrant.get(request.granter, request.grantee)
        if (!grant) {
          throw ChainError.wrap(
            FeegrantErrors.noAllowance,
            `rpc error: code = Internal desc = fee-grant not found`,
          )
        }
        return QueryAllowanceResponse.encode({
          allowance: {
            granter: grant.granter,
            grantee: grant.grantee,
            allowance: encodeAllowance(grant.allowance),
          },
        }).finish()
      },
    },
  }
}
