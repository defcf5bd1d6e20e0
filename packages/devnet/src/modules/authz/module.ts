import type { Registry } from '@cosmjs/proto-signing'
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz'
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz'
import type { MsgExec, MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import {
  MsgExecResponse,
  MsgGrantResponse,
  MsgRevokeResponse,
} from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import { toBase64 } from '@cosmjs/encoding'
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, signedHandler, type ChainModule, type MsgHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import {
  authzError,
  GENERIC_AUTHORIZATION,
  msgTypeOf,
  type AuthzKeeper,
  type Grant,
} from './keeper.ts'

export const MSG_EXEC_TYPE_URL = '/cosmos.authz.v1beta1.MsgExec'
const T = '/cosmos.authz.v1beta1.'

/**
 * What a storage provider sends for a user, as the grant users give it would allow: the ref
 * updates after a signed push, and the backup refs of the repository's backups.
 */
export const PROVIDER_DELEGATED_MSGS: ReadonlySet<string> = new Set(
  [
    'MsgMultiSetBranch',
    'MsgMultiDeleteBranch',
    'MsgMultiSetTag',
    'MsgMultiDeleteTag',
    'MsgAddRepositoryBackupRef',
    'MsgUpdateRepositoryBackupRef',
  ].map(name => `/gitopia.gitopia.gitopia.${name}`),
)

function authorizationJson(grant: Grant) {
  const value = Buffer.from(grant.authorization.value, 'base64')
  if (grant.authorization.typeUrl === GENERIC_AUTHORIZATION)
    return { '@type': GENERIC_AUTHORIZATION, msg: GenericAuthorization.decode(value).msg }
  const send = SendAuthorization.decode(value)
  return {
    '@type': grant.authorization.typeUrl,
    spend_limit: send.spendLimit,
    allow_list: send.allowList,
  }
}

const grantJson = (grant: Grant) => ({
  authorization: authorizationJson(grant),
  expiration: grant.expiration,
})

function registerAuthzRoutes(router: Router, authz: AuthzKeeper): void {
  const p = '/cosmos/authz/v1beta1/grants'
  router.get(p, ({ query }) => {
    const granter = query.get('granter') ?? ''
    const grantee = query.get('grantee') ?? ''
    if (!granter || !grantee) return grpcError(3, 'invalid granter or grantee address')
    const type = query.get('msg_type_url')
    const list = authz
      .all()
      .filter(g => g.granter === granter && g.grantee === grantee)
      .filter(g => !type || g.msgTypeUrl === type)
    if (type && list.length === 0)
      return grpcError(5, `no authorization found for ${type} type: authorization not found`)
    const page = paginate(list, parsePageRequest(query), g => g.msgTypeUrl)
    return ok({ grants: page.items.map(grantJson), pagination: page.pagination })
  })
  const byParty = (party: 'granter' | 'grantee') =>
    router.get(`${p}/${party}/{${party}}`, ({ params, query }) => {
      const list = authz.all().filter(g => g[party] === params[party])
      const page = paginate(
        list,
        parsePageRequest(query),
        g => `${g.granter}/${g.grantee}/${g.msgTypeUrl}`,
      )
      return ok({
        grants: page.items.map(g => ({ granter: g.granter, grantee: g.grantee, ...grantJson(g) })),
        pagination: page.pagination,
      })
    })
  byParty('granter')
  byParty('grantee')
}

/**
 * x/authz: MsgGrant (generic and send authorizations), MsgRevoke and MsgExec, which runs each
 * inner Msg for its signer when that signer granted the executor its type. An active storage
 * provider may also execute the ref updates of a user who authorized a push off chain (which the
 * provider checked).
 */
export function authzModule(options: {
  authz: AuthzKeeper
  registry: Registry
  handlerFor: (typeUrl: string) => MsgHandler | undefined
  isActiveProvider: (address: string) => boolean
}): ChainModule {
  const { authz } = options
  const grant = signedHandler<MsgGrant>('authz', `${T}MsgGrant`, 'granter', {
    validate: msg => {
      requireAddress(msg.grantee, 'grantee')
      if (msg.granter === msg.grantee)
        throw ChainError.wrap(SdkErrors.invalidRequest, 'granter and grantee cannot be same')
      if (!msg.grant?.authorization)
        throw ChainError.wrap(SdkErrors.invalidRequest, 'authorization is nil')
      msgTypeOf(msg.grant.authorization)
    },
    execute: (msg, ctx) => {
      const authorization = msg.grant?.authorization
      if (!authorization) throw ChainError.wrap(SdkErrors.invalidRequest, 'authorization is nil')
      const seconds = msg.grant?.expiration?.seconds
      const expiration = seconds === undefined ? null : new Date(Number(seconds) * 1000)
      if (expiration && expiration <= ctx.blockTime)
        throw authzError(3, 'expiration must be after the current block time')
      const msgTypeUrl = msgTypeOf(authorization)
      authz.save({
        granter: msg.granter,
        grantee: msg.grantee,
        msgTypeUrl,
        authorization: { typeUrl: authorization.typeUrl, value: toBase64(authorization.value) },
        expiration: expiration?.toISOString().replace('.000Z', 'Z') ?? null,
      })
      ctx.events.emit('cosmos.authz.v1beta1.EventGrant', {
        msg_type_url: JSON.stringify(msgTypeUrl),
        granter: JSON.stringify(msg.granter),
        grantee: JSON.stringify(msg.grantee),
      })
      return respond(`${T}MsgGrantResponse`, MsgGrantResponse, {})
    },
  })
  const revoke = signedHandler<MsgRevoke>('authz', `${T}MsgRevoke`, 'granter', {
    validate: msg => requireAddress(msg.grantee, 'grantee'),
    execute: (msg, ctx) => {
      if (!authz.delete(msg.granter, msg.grantee, msg.msgTypeUrl))
        throw authzError(2, 'authorization not found')
      ctx.events.emit('cosmos.authz.v1beta1.EventRevoke', {
        msg_type_url: JSON.stringify(msg.msgTypeUrl),
        granter: JSON.stringify(msg.granter),
        grantee: JSON.stringify(msg.grantee),
      })
      return respond(`${T}MsgRevokeResponse`, MsgRevokeResponse, {})
    },
  })
  const exec: MsgHandler<MsgExec> = {
    typeUrl: MSG_EXEC_TYPE_URL,
    module: 'authz',
    signers: msg => [msg.grantee],
    validateBasic: msg => {
      requireAddress(msg.grantee, 'grantee')
      if (msg.msgs.length === 0)
        throw ChainError.wrap(SdkErrors.invalidRequest, 'messages cannot be empty')
    },
    execute: (msg, ctx) => {
      const results: Uint8Array[] = []
      for (const any of msg.msgs) {
        const handler = options.handlerFor(any.typeUrl)
        if (!handler)
          throw ChainError.wrap(SdkErrors.unknownRequest, `unrecognized message ${any.typeUrl}`)
        const inner = options.registry.decode(any) as Record<string, unknown>
        handler.validateBasic?.(inner)
        const [signer = ''] = handler.signers?.(inner) ?? [String(inner.creator)]
        const byProvider =
          PROVIDER_DELEGATED_MSGS.has(any.typeUrl) && options.isActiveProvider(msg.grantee)
        if (signer !== msg.grantee && !byProvider)
          authz.accept(signer, msg.grantee, any.typeUrl, inner, ctx.blockTime)
        const response = handler.execute(inner, ctx)
        results.push(response?.value ?? new Uint8Array())
      }
      return respond(`${MSG_EXEC_TYPE_URL}Response`, MsgExecResponse, { results })
    },
  }
  return {
    name: 'authz',
    handlers: [grant, revoke, exec] as MsgHandler<never>[],
    registerRoutes: router => registerAuthzRoutes(router, authz),
  }
}
