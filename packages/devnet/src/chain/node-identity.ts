/** cosmjs picks its Tendermint 0.37 dialect from this version, like a real Gitopia v6 node. */
export const COMETBFT_VERSION = '0.37.6'
export const NODE_ID = 'd3f1e2c4b5a6978877665544332211ffeeddccbb'
export const NODE_MONIKER = 'gitopia-devnet'
export const VALIDATOR_ADDRESS = 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678'
export const VALIDATOR_PUBKEY = 'dGhlIGdpdG9waWEgZGV2bmV0IHZhbGlkYXRvciBrZXkhIQ=='
export const PROPOSER_ADDRESS = VALIDATOR_ADDRESS
