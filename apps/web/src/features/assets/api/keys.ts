/** Query keys of the assets feature; every read hangs under `assets`. */
export const assetsKeys = {
  all: ['assets'] as const,
  registry: (kind: 'info' | 'assets', chain: string) =>
    [...assetsKeys.all, 'registry', kind, chain] as const,
  bridge: (a: string, b: string) => [...assetsKeys.all, 'registry', 'bridge', a, b] as const,
  /** Prefix of every balance read, on every chain. */
  allBalances: ['assets', 'balances'] as const,
  balances: (chain: string, address: string) =>
    [...assetsKeys.allBalances, chain, address] as const,
  trace: (chain: string, hash: string) => [...assetsKeys.all, 'trace', chain, hash] as const,
  stake: (api: string, address: string) => [...assetsKeys.all, 'stake', api, address] as const,
}
