/**
 * The version of a chain id is the trailing number after its last dash (`gitopia-janus-testnet-2`
 * → 2). Ids without one (mainnet `gitopia`) are version 0, which is also the IBC revision number.
 */
export function chainIdVersion(chainId: string): number {
  const match = /-(\d+)$/.exec(chainId)
  return match?.[1] === undefined ? 0 : Number.parseInt(match[1], 10)
}
