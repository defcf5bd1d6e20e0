import type { Router } from '../../http/router.ts'
import type { BankKeeper } from './keeper.ts'

export function registerBankRoutes(router: Router, bank: BankKeeper): void {
  router.get('/cosmos/bank/v1beta1/balances/{address}', ({ params }) => {
    const balances = bank.allBalances(params.address ?? '')
    return {
      status: 200,
      body: { balances, pagination: { next_key: null, total: String(balances.length) } },
    }
  })
  router.get('/cosmos/bank/v1beta1/balances/{address}/by_denom', ({ params, query }) => {
    const denom = query.get('denom')
    if (!denom) {
      return { status: 400, body: { code: 3, message: 'invalid denom', details: [] } }
    }
    return { status: 200, body: { balance: bank.balance(params.address ?? '', denom) } }
  })
}
