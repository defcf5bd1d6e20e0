/** cosmjs picks its Tendermint 0.37 dialect from this version, like a real Gitopia v6 node. */
export const COMETBFT_VERSION = '0.37.6'
export const NODE_ID = 'd3f1e2c4b5a6978877665544332211ffeeddccbb'
export const NODE_MONIKER = 'gitopia-devnet'
/** The node's own consensus key, for a genesis without validators (rpc/validator-set.ts). */
export const VALIDATOR_PUBKEY = 'dGhlIGdpdG9waWEgZGV2bmV0IHZhbGlkYXRvciBrZXkhIQ=='
