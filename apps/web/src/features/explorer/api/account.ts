import { getAllBalances, searchTxs } from '@gitopia-client/chain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { explorerKeys } from './keys.ts'

export const ACCOUNT_TXS_PAGE_SIZE = 20

export function accountBalancesQuery(api: string, address: string) {
  return queryOptions({
    queryKey: explorerKeys.accountBalances(api, address),
    queryFn: ({ signal }) => getAllBalances(api, address, { signal }),
    staleTime: 10_000,
  })
}

/**
 * Txs the account signed or received, newest first. Two searches (sender, recipient) merged by
 * height: a node's tx search ANDs its conditions, so "sent or received" needs both.
 */
export async function fetchAccountTxs(
  api: string,
  address: string,
  page: number,
  signal?: AbortSignal,
) {
  const search = (condition: string) =>
    searchTxs(
      api,
      { events: [condition], page: 1, limit: ACCOUNT_TXS_PAGE_SIZE * page, order: 'desc' },
      { signal },
    )
  const [sent, received] = await Promise.all([
    search(`message.sender='${address}'`),
    search(`transfer.recipient='${address}'`),
  ])
  const byHash = new Map([...sent.txs, ...received.txs].map(tx => [tx.hash, tx]))
  const all = [...byHash.values()].sort((a, b) => (a.height > b.height ? -1 : 1))
  const start = (page - 1) * ACCOUNT_TXS_PAGE_SIZE
  return {
    txs: all.slice(start, start + ACCOUNT_TXS_PAGE_SIZE),
    hasMore: all.length > start + ACCOUNT_TXS_PAGE_SIZE || sent.total + received.total > all.length,
  }
}

export function accountTxsQuery(api: string, address: string, page: number) {
  return queryOptions({
    queryKey: explorerKeys.accountTxs(api, address, page),
    queryFn: ({ signal }) => fetchAccountTxs(api, address, page, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  })
}

export function useAccountBalances(address: string) {
  return useQuery(accountBalancesQuery(useApiEndpoint(), address))
}

export function useAccountTxs(address: string, page: number) {
  return useQuery(accountTxsQuery(useApiEndpoint(), address, page))
}
