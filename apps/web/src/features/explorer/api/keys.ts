/** Query keys of the explorer pages; every read of this feature hangs under `explorer`. */
export const explorerKeys = {
  all: ['explorer'] as const,
  tx: (api: string, hash: string) => [...explorerKeys.all, api, 'tx', hash.toUpperCase()] as const,
  accountBalances: (api: string, address: string) =>
    [...explorerKeys.all, api, 'account', address, 'balances'] as const,
  accountTxs: (api: string, address: string, page: number) =>
    [...explorerKeys.all, api, 'account', address, 'txs', page] as const,
  chain: (api: string) => [...explorerKeys.all, api, 'chain'] as const,
  govParams: (api: string) => [...explorerKeys.all, api, 'gov-params'] as const,
}
