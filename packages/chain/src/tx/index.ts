export { ChainIdMismatchError, GasCapError, TxPipeline } from './pipeline.ts'
export type {
  TxPipelineConfig,
  TxRequest,
  TxReview,
  TxReviewAnswer,
  TxSigner,
  TxSuccess,
} from './pipeline.ts'
export { LedgerSignModeError } from './amino-check.ts'
export { describeTxFailure, TxFailedError, TxPendingError } from './errors.ts'
export type { TxFailure } from './errors.ts'
export { signOffchainData } from './offchain.ts'
export { signTx } from './sign.ts'
export type { SignerData, SigningCodec } from './sign.ts'
