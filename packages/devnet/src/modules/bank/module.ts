import type { MsgMultiSend, MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { ADDRESS_PREFIX, LORE, OSMO, ATOM, type Token } from '@gitopia-client/chain'
import { requireAddress } from '../../chain/addresses.ts'
import { checkCoins, normalizeCoins } from '../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type ChainModule, type MsgHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { RouteHandler, Router } from '../../http/router.ts'
import type { BankKeeper } from './keeper.ts'

function denomMetadata(token: Token) {
  return {
    description: `The native token ${token.displayDenom}`,
    denom_units: [
      { denom: token.denom, exponent: 0, aliases: [] },
      { denom: token.displayDenom.toLowerCase(), exponent: token.decimals, aliases: [] },
    ],
    base: token.denom,
    display: token.displayDenom.toLowerCase(),
    name: token.displayDenom,
    symbol: token.displayDenom,
    uri: '',
    uri_hash: '',
  }
}

type DenomMetadata = ReturnType<typeof denomMetadata>

function registerRoutes(
  router: Router,
  bank: BankKeeper,
  metadata: readonly DenomMetadata[],
): void {
  // The devnet locks no coins (no vesting accounts), so all of a balance is spendable.
  const balances: RouteHandler = ({ params, query }) => {
    const page = paginate(
      bank.allBalances(params.address ?? ''),
      parsePageRequest(query),
      coin => coin.denom,
    )
    return ok({ balances: page.items, pagination: page.pagination })
  }
  router.get('/cosmos/bank/v1beta1/balances/{address}', balances)
  router.get('/cosmos/bank/v1beta1/spendable_balances/{address}', balances)
  router.get('/cosmos/bank/v1beta1/balances/{address}/by_denom', ({ params, query }) => {
    const denom = query.get('denom')
    if (!denom) return grpcError(3, 'invalid denom')
    return ok({ balance: bank.balance(params.address ?? '', denom) })
  })
  router.get('/cosmos/bank/v1beta1/spendable_balances/{address}/by_denom', ({ params, query }) => {
    const denom = query.get('denom')
    if (!denom) return grpcError(3, 'invalid denom')
    return ok({ balance: bank.balance(params.address ?? '', denom) })
  })
  router.get('/cosmos/bank/v1beta1/denom_owners/{denom=**}', ({ params, query }) => {
    const page = paginate(bank.owners(params.denom ?? ''), parsePageRequest(query), o => o.address)
    return ok({ denom_owners: page.items, pagination: page.pagination })
  })
  // No per-denom entries are stored: every denom follows default_send_enabled, as on Gitopia.
  router.get('/cosmos/bank/v1beta1/send_enabled', () =>
    ok({ send_enabled: [], pagination: { next_key: null, total: '0' } }),
  )
  router.get('/cosmos/bank/v1beta1/denoms_metadata', ({ query }) => {
    const page = paginate([...metadata], parsePageRequest(query), item => item.base)
    return ok({ metadatas: page.items, pagination: page.pagination })
  })
  router.get('/cosmos/bank/v1beta1/denoms_metadata/{denom}', ({ params }) => {
    const found = metadata.find(item => item.base === params.denom)
    if (!found) return grpcError(5, `client metadata for denom ${params.denom}`)
    return ok({ metadata: found })
  })
  router.get('/cosmos/bank/v1beta1/params', () =>
    ok({ params: { send_enabled: [], default_send_enabled: true } }),
  )
  router.get('/cosmos/bank/v1beta1/supply', ({ query }) => {
    const page = paginate(bank.supply(), parsePageRequest(query), coin => coin.denom)
    return ok({ supply: page.items, pagination: page.pagination })
  })
  router.get('/cosmos/bank/v1beta1/supply/by_denom', ({ query }) => {
    const denom = query.get('denom')
    if (!denom) return grpcError(3, 'invalid denom')
    const amount = bank.supply().find(coin => coin.denom === denom)?.amount ?? '0'
    return ok({ amount: { denom, amount } })
  })
}

const EMPTY_RESPONSE = { encode: () => ({ finish: () => new Uint8Array() }) }

export interface BankModuleOptions {
  /** The chain's bech32 prefix (default Gitopia's). */
  readonly prefix?: string
  /** Tokens with denom metadata (default ATOM, LORE, OSMO as on Gitopia). */
  readonly tokens?: readonly Token[]
}

export function bankModule(bank: BankKeeper, options: BankModuleOptions = {}): ChainModule {
  const prefix = options.prefix ?? ADDRESS_PREFIX
  const metadata = (options.tokens ?? [ATOM, LORE, OSMO]).map(denomMetadata)
  const sendHandler: MsgHandler<MsgSend> = {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    module: 'bank',
    signers: msg => [msg.fromAddress],
    validateBasic: msg => {
      requireAddress(msg.fromAddress, 'from', prefix)
      requireAddress(msg.toAddress, 'to', prefix)
      if (msg.amount.length === 0) throw ChainError.wrap(SdkErrors.invalidCoins, '')
      checkCoins(msg.amount)
    },
    execute: (msg, ctx) => {
      bank.send(msg.fromAddress, msg.toAddress, msg.amount, ctx.events)
      return respond('/cosmos.bank.v1beta1.MsgSendResponse', EMPTY_RESPONSE, {})
    },
  }
  const multiSend: MsgHandler<MsgMultiSend> = {
    typeUrl: '/cosmos.bank.v1beta1.MsgMultiSend',
    module: 'bank',
    signers: msg => msg.inputs.map(input => input.address),
    validateBasic: msg => {
      if (msg.inputs.length !== 1)
        throw ChainError.wrap(SdkErrors.invalidRequest, 'multiple senders not allowed')
      if (msg.outputs.length === 0)
        throw ChainError.wrap(SdkErrors.invalidRequest, 'no outputs to send transaction')
      for (const io of [...msg.inputs, ...msg.outputs]) {
        requireAddress(io.address, 'address', prefix)
        checkCoins(io.coins)
      }
    },
    execute: (msg, ctx) => {
      const input = msg.inputs[0]
      if (!input) return undefined
      const totalOut = normalizeCoins(msg.outputs.flatMap(output => output.coins))
      if (JSON.stringify(totalOut) !== JSON.stringify(normalizeCoins(input.coins))) {
        throw ChainError.wrap({ codespace: 'bank', code: 4, text: 'sum inputs != sum outputs' })
      }
      for (const output of msg.outputs)
        bank.send(input.address, output.address, output.coins, ctx.events)
      return respond('/cosmos.bank.v1beta1.MsgMultiSendResponse', EMPTY_RESPONSE, {})
    },
  }
  return {
    name: 'bank',
    handlers: [sendHandler, multiSend] as MsgHandler<never>[],
    registerRoutes: router => registerRoutes(router, bank, metadata),
    abciQueries: {
      '/cosmos.bank.v1beta1.Query/Balance': data => {
        const request = QueryBalanceRequest.decode(data)
        return QueryBalanceResponse.encode({
          balance: bank.balance(request.address, request.denom),
        }).finish()
      },
      '/cosmos.bank.v1beta1.Query/AllBalances': data => {
        const request = QueryAllBalancesRequest.decode(data)
        return QueryAllBalancesResponse.encode({
          balances: bank.allBalances(request.address),
          pagination: { nextKey: new Uint8Array(), total: 0n },
        }).finish()
      },
    },
  }
}
