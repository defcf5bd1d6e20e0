import { fromBase64, fromBech32, toBase64, toBech32 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { moduleAddress } from '../../chain/addresses.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import type { Account, AuthKeeper } from './keeper.ts'

const PUBKEY_URL = '/cosmos.crypto.secp256k1.PubKey'

/** The module accounts of a Gitopia node (app.go's maccPerms) and their permissions. */
const MODULE_ACCOUNTS: readonly { name: string; permissions: string[] }[] = [
  { name: 'bonded_tokens_pool', permissions: ['burner', 'staking'] },
  { name: 'distribution', permissions: [] },
  { name: 'fee_collector', permissions: [] },
  { name: 'gov', permissions: ['burner'] },
  { name: 'interchainaccounts', permissions: [] },
  { name: 'mint', permissions: ['minter'] },
  { name: 'not_bonded_tokens_pool', permissions: ['burner', 'staking'] },
  { name: 'rewards', permissions: [] },
  { name: 'storage', permissions: ['burner'] },
  { name: 'transfer', permissions: ['minter', 'burner'] },
]
const MODULE_BY_ADDRESS = new Map(MODULE_ACCOUNTS.map(m => [moduleAddress(m.name), m]))

function baseAccount(account: Account) {
  return {
    address: account.address,
    pub_key: account.pubKey ? { '@type': PUBKEY_URL, key: account.pubKey } : null,
    account_number: account.accountNumber,
    sequence: account.sequence,
  }
}

/** An account as the gateway prints the Any: a ModuleAccount for a module's address. */
export function accountJson(account: Account) {
  const module = MODULE_BY_ADDRESS.get(account.address)
  if (!module) return { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...baseAccount(account) }
  return {
    '@type': '/cosmos.auth.v1beta1.ModuleAccount',
    base_account: baseAccount(account),
    name: module.name,
    permissions: module.permissions,
  }
}

const isAddress = (text: string) => {
  try {
    return fromBech32(text, 90).prefix === ADDRESS_PREFIX
  } catch {
    return false
  }
}

export function registerAuthRoutes(router: Router, auth: AuthKeeper): void {
  const p = '/cosmos/auth/v1beta1'
  const moduleAccount = (name: string) => {
    const address = moduleAddress(name)
    return accountJson(
      auth.get(address) ?? { address, accountNumber: '0', sequence: '0', pubKey: null },
    )
  }
  router.get(`${p}/accounts`, ({ query }) => {
    const page = paginate(auth.all(), parsePageRequest(query), a => a.address)
    return ok({ accounts: page.items.map(accountJson), pagination: page.pagination })
  })
  router.get(`${p}/account_info/{address}`, ({ params }) => {
    const address = params.address ?? ''
    if (!isAddress(address)) return grpcError(3, `invalid address ${address}`)
    const account = auth.get(address)
    if (!account) return grpcError(5, `account ${address} not found`)
    return ok({ info: baseAccount(account) })
  })
  router.get(`${p}/address_by_id/{id}`, ({ params }) => {
    const id = params.id ?? ''
    if (!/^\d+$/.test(id)) return grpcError(3, `invalid account number ${id}`)
    const account = auth.all().find(a => a.accountNumber === id)
    if (!account) return grpcError(5, `account address not found for account number ${id}`)
    return ok({ account_address: account.address })
  })
  router.get(`${p}/bech32`, () => ok({ bech32_prefix: ADDRESS_PREFIX }))
  // `bech32/{address_bytes}` and `bech32/{address_string}` share one pattern: an address asks for
  // its bytes, anything else is read as base64 bytes.
  router.get(`${p}/bech32/{address}`, ({ params }) => {
    const text = params.address ?? ''
    if (isAddress(text)) return ok({ address_bytes: toBase64(fromBech32(text, 90).data) })
    let bytes: Uint8Array
    try {
      bytes = fromBase64(text)
    } catch {
      return grpcError(3, `invalid address bytes ${text}`)
    }
    if (bytes.length === 0) return grpcError(3, 'empty address bytes is not allowed')
    return ok({ address_string: toBech32(ADDRESS_PREFIX, bytes) })
  })
  router.get(`${p}/module_accounts`, () =>
    ok({ accounts: MODULE_ACCOUNTS.map(m => moduleAccount(m.name)) }),
  )
  router.get(`${p}/module_accounts/{name}`, ({ params }) => {
    const name = params.name ?? ''
    if (!MODULE_ACCOUNTS.some(m => m.name === name))
      return grpcError(5, `account ${name} not found`)
    return ok({ account: moduleAccount(name) })
  })
}
