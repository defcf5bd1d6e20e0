export { ChainIdMismatchError, GasCapError, TxPipeline } from './pipeline.ts'
export type { TxPipelineConfig, TxRequest, TxSigner, TxReview, TxSuccess } from './pipeline.ts'
export { TxFailedError, TxPendingError } from './errors.ts'
export { signOffchainData } from './offchain.ts'
