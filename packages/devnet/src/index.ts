export { startDevnet, type Devnet, type DevnetOptions } from './node.ts'
export { defaultGenesis, genesisSchema, TEST_ACCOUNTS, type Genesis } from './genesis.ts'
