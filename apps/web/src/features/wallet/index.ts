export { WalletMenu } from './components/wallet-menu.tsx'
export { UnlockModal } from './unlock/unlock-modal.tsx'
export { restoreWallets } from './model/wallet-store.ts'
