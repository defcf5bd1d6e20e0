export { ChainIdMismatchError, GasCapError, MAX_SIMULATED_GAS, TxPipeline } from './pipeline.ts'
export type { TxPipelineConfig, TxRequest, TxSigner, TxSuccess } from './pipeline.ts'
export { TxFailedError, TxPendingError, humanizeChainError, errorFromSimulation } from './errors.ts'
export { signOffchainData } from './offchain.ts'
