/**
 * The wallet's parts of the shell that a visitor without a wallet never needs (kept out of
 * first-load JS): the menu's contents, the unlock prompt, the backup reminder and the unlock steps. Each
 * loads once, when a saved wallet is known at startup or when the person first reaches for it.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}

export const loadWalletPanel = once(() => import('./wallet-panel.tsx'))
export const loadUnlockModal = once(() => import('../unlock/unlock-modal.tsx'))
export const loadBackupReminder = once(() => import('./backup.tsx'))
export const loadUnlock = once(() => import('../session/unlock.ts'))

/** A wallet is known: fetch what its header, prompts and menu will show, before they are needed. */
export function preloadWalletShell(): void {
  for (const load of [loadWalletPanel, loadUnlockModal, loadBackupReminder]) {
    load().catch(() => undefined)
  }
}
