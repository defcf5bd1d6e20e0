import type { Registry } from '@cosmjs/proto-signing'
import type { MsgExec } from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import { MsgExecResponse } from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type ChainModule, type MsgHandler } from '../../chain/module.ts'

export const MSG_EXEC_TYPE_URL = '/cosmos.authz.v1beta1.MsgExec'

/** The ref updates a storage provider applies for a user after a signed push. */
export const PROVIDER_DELEGATED_MSGS: ReadonlySet<string> = new Set(
  ['MsgMultiSetBranch', 'MsgMultiDeleteBranch', 'MsgMultiSetTag', 'MsgMultiDeleteTag'].map(
    name => `/gitopia.gitopia.gitopia.${name}`,
  ),
)

/**
 * A minimal `MsgExec`: the devnet has no x/authz grants. Instead an active storage provider may
 * execute the ref-update Msgs of a user who authorized a push with an off-chain signature (which
 * the provider checked); the inner Msgs run with the user's permissions. Nothing else is allowed.
 */
export function authzModule(options: {
  registry: Registry
  handlerFor: (typeUrl: string) => MsgHandler | undefined
  isActiveProvider: (address: string) => boolean
}): ChainModule {
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
      if (!options.isActiveProvider(msg.grantee))
        throw ChainError.wrap(SdkErrors.unauthorized, 'authorization not found')
      const results: Uint8Array[] = []
      for (const any of msg.msgs) {
        const handler = options.handlerFor(any.typeUrl)
        if (!handler || !PROVIDER_DELEGATED_MSGS.has(any.typeUrl))
          throw ChainError.wrap(SdkErrors.unauthorized, 'authorization not found')
        const inner = options.registry.decode(any) as Record<string, unknown>
        handler.validateBasic?.(inner)
        const response = handler.execute(inner, ctx)
        results.push(response?.value ?? new Uint8Array())
      }
      return respond(`${MSG_EXEC_TYPE_URL}Response`, MsgExecResponse, { results })
    },
  }
  return { name: 'authz', handlers: [exec] }
}
