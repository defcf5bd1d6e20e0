import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { ChainModule } from '../../chain/module.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { AuthKeeper } from './keeper.ts'
import { accountJson, registerAuthRoutes } from './routes.ts'

const PUBKEY_URL = '/cosmos.crypto.secp256k1.PubKey'

export function authModule(auth: AuthKeeper): ChainModule {
  return {
    name: 'auth',
    registerRoutes: router => {
      registerAuthRoutes(router, auth)
      router.get('/cosmos/auth/v1beta1/accounts/{address}', ({ params }) => {
        const account = auth.get(params.address ?? '')
        if (!account) return grpcError(5, `account ${params.address} not found`)
        return ok({ account: accountJson(account) })
      })
      router.get('/cosmos/auth/v1beta1/params', () =>
        ok({
          params: {
            max_memo_characters: '256',
            tx_sig_limit: '7',
            tx_size_cost_per_byte: '10',
            sig_verify_cost_ed25519: '590',
            sig_verify_cost_secp256k1: '1000',
          },
        }),
      )
    },
    abciQueries: {
      '/cosmos.auth.v1beta1.Query/Account': data => {
        const { address } = QueryAccountRequest.decode(data)
        const account = auth.get(address)
        if (!account) {
          throw new ChainError(
            SdkErrors.keyNotFound,
            `rpc error: code = NotFound desc = account ${address} not found: key not found`,
          )
        }
        const value = BaseAccount.encode({
          address: account.address,
          pubKey: account.pubKey
            ? {
                typeUrl: PUBKEY_URL,
                value: PubKey.encode({ key: Buffer.from(account.pubKey, 'base64') }).finish(),
              }
            : undefined,
          accountNumber: BigInt(account.accountNumber),
          sequence: BigInt(account.sequence),
        }).finish()
        return QueryAccountResponse.encode({
          account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value },
        }).finish()
      },
    },
  }
}
