/** cosmjs picks its Tendermint 0.37 dialect from this version, like a real Gitopia v6 node. */
export const COMETBFT_VERSION = '0.37.6'
export const NODE_ID = 'd3f1e2c4b5a6978877665544332211ffeeddccbb'
export const NODE_MONIKER = 'gitopia-devnet'
/** The node's own consensus key, for a genesis without validators (rpc/validator-set.ts). */
export const VALIDATOR_PUBKEY = 'dGhlIGdpdG9waWEgZGV2bmV0IHZhbGlkYXRvciBrZXkhIQ=='

/** Node 1 keeps the historic identity; node N (N ≥ 2) gets an id and moniker of its own. */
export function nodeIdentity(index: number): { id: string; moniker: string } {
  if (index === 0) return { id: NODE_ID, moniker: NODE_MONIKER }
  const suffix = (index + 1).toString(16).padStart(2, '0')
  return { id: `${NODE_ID.slice(0, -2)}${suffix}`, moniker: `${NODE_MONIKER}-${index + 1}` }
}
