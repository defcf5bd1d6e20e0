import type { Any } from 'cosmjs-types/google/protobuf/any'
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz'
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz'
import { toBase64 } from '@cosmjs/encoding'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { Store, Table } from '../../state/store.ts'

export const GENERIC_AUTHORIZATION = '/cosmos.authz.v1beta1.GenericAuthorization'
export const SEND_AUTHORIZATION = '/cosmos.bank.v1beta1.SendAuthorization'
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

/** A stored grant: the authorization Any (base64 value) and its expiry. */
export interface Grant {
  readonly granter: string
  readonly grantee: string
  readonly msgTypeUrl: string
  readonly authorization: { readonly typeUrl: string; readonly value: string }
  readonly expiration: string | null
}

export const authzError = (code: number, text: string) =>
  ChainError.wrap({ codespace: 'authz', code, text })

/** The Msg type an authorization allows: a generic one names it, a send authorization is MsgSend. */
export function msgTypeOf(authorization: Any): string {
  if (authorization.typeUrl === GENERIC_AUTHORIZATION)
    return GenericAuthorization.decode(authorization.value).msg
  if (authorization.typeUrl === SEND_AUTHORIZATION) return MSG_SEND
  throw ChainError.wrap(
    SdkErrors.invalidRequest,
    `authorization ${authorization.typeUrl} is not supported`,
  )
}

/** x/authz's grant store, by granter, grantee and Msg type URL. */
export class AuthzKeeper {
  readonly #grants: Table<Grant>

  constructor(store: Store) {
    this.#grants = store.table('authz/grants')
  }

  save(grant: Grant): void {
    this.#grants.set(`${grant.granter}/${grant.grantee}/${grant.msgTypeUrl}`, grant)
  }

  get(granter: string, grantee: string, msgTypeUrl: string, now: Date): Grant | undefined {
    const grant = this.#grants.get(`${granter}/${grantee}/${msgTypeUrl}`)
    if (grant?.expiration && Date.parse(grant.expiration) <= now.getTime()) return undefined
    return grant
  }

  delete(granter: string, grantee: string, msgTypeUrl: string): boolean {
    return this.#grants.delete(`${granter}/${grantee}/${msgTypeUrl}`)
  }

  all(): Grant[] {
    return this.#grants.values()
  }

  /**
   * Lets `grantee` run `msg` (of type `typeUrl`) for `granter`: a send authorization is spent
   * down (and removed when used up), a generic one accepts anything of its type.
   */
  accept(granter: string, grantee: string, typeUrl: string, msg: unknown, now: Date): void {
    const grant = this.get(granter, grantee, typeUrl, now)
    if (!grant) throw authzError(2, 'authorization not found')
    if (grant.authorization.typeUrl !== SEND_AUTHORIZATION) return
    const send = SendAuthorization.decode(Buffer.from(grant.authorization.value, 'base64'))
    const { amount } = msg as { amount: { denom: string; amount: string }[] }
    const left = send.spendLimit.map(limit => {
      const spent = amount.find(c => c.denom === limit.denom)?.amount ?? '0'
      return { denom: limit.denom, amount: (BigInt(limit.amount) - BigInt(spent)).toString() }
    })
    if (
      amount.some(c => !send.spendLimit.some(l => l.denom === c.denom)) ||
      left.some(c => c.amount.startsWith('-'))
    )
      throw ChainError.wrap(
        SdkErrors.insufficientFunds,
        'requested amount is more than spend limit',
      )
    const remaining = left.filter(c => c.amount !== '0')
    if (remaining.length === 0) {
      this.delete(granter, grantee, typeUrl)
      return
    }
    const value = SendAuthorization.encode({ ...send, spendLimit: remaining }).finish()
    this.save({ ...grant, authorization: { typeUrl: SEND_AUTHORIZATION, value: toBase64(value) } })
  }
}
