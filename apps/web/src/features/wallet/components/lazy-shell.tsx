import { lazy, Suspense } from 'react'
import { LazyMount } from '@/ui/lazy-mount.tsx'
import { useBackupState, useWalletStore } from '../model/wallet-store.ts'
import { useUnlockRequest } from '../unlock/unlock-request.ts'
import { loadBackupReminder, loadUnlockModal } from './shell-parts.ts'

const Reminder = lazy(async () => ({ default: (await loadBackupReminder()).BackupReminder }))
const Prompt = lazy(async () => ({ default: (await loadUnlockModal()).UnlockModal }))

/** The backup reminder, whose code loads only for a local wallet without a backup. */
export function BackupReminder() {
  const backedUp = useBackupState()
  const name = useWalletStore(state => state.activeWallet?.name)
  if (backedUp || !name) return null
  return (
    <Suspense fallback={null}>
      <Reminder />
    </Suspense>
  )
}

/** The unlock prompt: mounted once something first asks for a key, then kept mounted. */
export function UnlockModal() {
  return (
    <LazyMount when={useUnlockRequest(state => state.pending !== null)}>
      <Prompt />
    </LazyMount>
  )
}
