/**
 * The wallet feature's public API. Other features sign through `useChainMutation` and read the
 * account through `useActiveAccount`; they never touch keys, signers or the Msg registry.
 */
export type { TxSuccess } from '@gitopia-client/chain/tx'
export type { EncodeObject } from '@cosmjs/proto-signing'

// Transactions
export { estimateFee, signData, viewTransaction } from './tx/submit-tx.ts'
// Transactions on another chain with the same key (IBC counterparties)
export {
  estimateFeeOnOtherChain,
  signerOnOtherChain,
  submitTxOnOtherChain,
} from './tx/submit-on-other-chain.ts'
export type { OtherChain } from './tx/submit-on-other-chain.ts'

export {
  useActiveAccount,
  useTxProgressLabel,
  useWalletUser,
  useWalletBalance,
} from './hooks/use-wallet.ts'
export { useChainMutation } from './hooks/use-tx.ts'
export type { ActiveAccount } from './hooks/use-wallet.ts'
export { activeAddress, hasActiveWallet, useBackupState } from './model/wallet-store.ts'
export { rememberCounterparty, useLastCounterparty } from './model/accounts.ts'
export type { WalletUser } from './model/wallet-store.ts'

// Account data and the user record (after a profile transaction)
export { refreshBalance, refreshUser } from './api/account-data.ts'
export { renameWalletForUser } from './session/wallet-actions.ts'

// Shell pieces and startup
export { WalletMenu } from './components/wallet-menu.tsx'
export { LazyReviewSheet as ReviewSheet } from './review/lazy-review-sheet.tsx'
export { BackupReminder, UnlockModal } from './components/lazy-shell.tsx'
export { Amount, WalletBalance } from './components/balance-display.tsx'
export { startWallet } from './session/startup.ts'

// An action a DAO may vote on: a plain tx, or the DAO's group proposal
export { submitOrPropose } from './tx/dao-vote.ts'
export type { SubmitOrProposeOutcome } from './tx/dao-vote.ts'
