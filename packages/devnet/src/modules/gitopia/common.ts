import { isValidAddress, requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler, type MsgResponse } from '../../chain/module.ts'
import { BadRequestError, grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import type { OwnerType, UsersKeeper } from './users/keeper.ts'
import { unixSeconds } from './wire.ts'

export const TYPE_PREFIX = '/gitopia.gitopia.gitopia.'
export const REST_PREFIX = '/gitopia/gitopia/gitopia'

/** The second `message` event gitopia handlers emit (docs/protocol.md#events). */
export function gitopiaEvent(
  ctx: MsgContext,
  action: string,
  attributes: Record<string, string>,
): void {
  ctx.events.emit('message', { module: 'gitopia', action, ...attributes })
}

export const now = (ctx: MsgContext): string => unixSeconds(ctx.blockTime)

/** The response of a Msg that creates a numbered entity (`MsgCreateBountyResponse`): its new id. */
export function respondWithId(
  name: string,
  type: { encode(message: { id: number }): { finish(): Uint8Array } },
  id: string,
): MsgResponse {
  return respond(`${TYPE_PREFIX}${name}`, type, { id: Number(id) })
}

/** Builds a gitopia handler: `creator` must be a valid address unless another signer is named. */
export function handler<M>(
  name: string,
  spec: {
    validate?: (msg: M) => void
    signer?: (msg: M) => string
    execute: (msg: M, ctx: MsgContext) => MsgResponse | undefined
  },
): MsgHandler<never> {
  const signerOf = spec.signer ?? ((msg: M) => (msg as { creator: string }).creator)
  const built: MsgHandler<M> = {
    typeUrl: `${TYPE_PREFIX}${name}`,
    module: 'gitopia',
    signers: msg => [signerOf(msg)],
    validateBasic: msg => {
      requireAddress(signerOf(msg), spec.signer ? 'admin' : 'creator')
      spec.validate?.(msg)
    },
    execute: spec.execute,
  }
  return built
}

export function invalid(message: string): ChainError {
  return ChainError.wrap(SdkErrors.invalidRequest, message)
}

export function notFound(message: string): ChainError {
  return ChainError.wrap(SdkErrors.keyNotFound, message)
}

export interface ResolvedOwner {
  readonly address: string
  readonly type: OwnerType
}

/** `ResolveAddress` plus the owner's type, for Msgs (errors are wrapped as key not found). */
export function resolveOwner(
  users: UsersKeeper,
  isDao: (address: string) => boolean,
  id: string,
): ResolvedOwner {
  const address = users.resolveAddress(id, isDao)
  if (!address) throw notFound('username or address not exists')
  return { address, type: isDao(address) ? 'DAO' : 'USER' }
}

export function checkUnique(values: readonly string[], what: string): void {
  if (new Set(values).size !== values.length) throw invalid(`duplicate ${what}`)
}

/** A full commit sha, 40 lowercase hex digits; anything else is `invalid ${what}`. */
export function checkSha(sha: string, what: string): void {
  if (!/^[0-9a-f]{40}$/.test(sha)) throw invalid(`invalid ${what}`)
}

export function checkAddresses(values: readonly string[], field: string): void {
  for (const value of values) {
    if (!isValidAddress(value)) throw invalid(`invalid ${field} (${value})`)
  }
}

/** A uint64 path parameter; anything else is a 400 like the gateway's parse error. */
export function uintParam(value: string | undefined, name: string): bigint {
  if (value === undefined || !/^\d{1,20}$/.test(value) || BigInt(value) >= 2n ** 64n) {
    throw new BadRequestError(`type mismatch, parameter: ${name}, error: invalid syntax`)
  }
  return BigInt(value)
}

/**
 * `/{path}` and `/{path}/{id}` of records kept by their uint64 id (`/bounty`): all of them a page
 * at a time (`key` makes a page's next_key), and one, each under `field` (`Bounty`); an unknown id
 * is the gateway's "key not found".
 */
export function recordRoutes<T extends { id: string }>(
  router: Router,
  path: string,
  field: string,
  records: { all(): T[]; get(id: string): T | undefined },
  key: (record: T) => string = record => record.id,
): void {
  router.get(`${REST_PREFIX}/${path}`, ({ query }) => {
    const page = paginate(records.all(), parsePageRequest(query), key)
    return ok({ [field]: page.items, pagination: page.pagination })
  })
  router.get(`${REST_PREFIX}/${path}/{id}`, ({ params }) => {
    const record = records.get(uintParam(params.id, 'id').toString())
    return record ? ok({ [field]: record }) : grpcError(2, 'key not found')
  })
}
