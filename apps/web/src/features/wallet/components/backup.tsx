import { useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useBackupState, useWalletStore } from '../model/wallet-store.ts'
import { downloadWalletBackup } from '../session/wallet-actions.ts'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'

export const BACKUP_WARNING =
  'The backup file holds your recovery phrase in plain text. Anyone who gets the file controls this wallet and its funds. Keep it offline and private; never upload or share it.'

function startDownload() {
  downloadWalletBackup().catch((error: unknown) => {
    notify('error', error instanceof Error ? error.message : String(error))
  })
}

/** The "Download backup" action with its plain warning first. */
export function DownloadBackupButton({ onStart }: { onStart?: () => void }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button
        onClick={() => {
          onStart?.()
          setConfirming(true)
        }}
      >
        Download backup
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Back up wallet"
          confirmLabel="Download"
          danger={false}
          onConfirm={startDownload}
          onClose={() => setConfirming(false)}
        >
          <p role="note" className="font-semibold text-danger">
            {BACKUP_WARNING}
          </p>
          <p>You will be asked for the wallet&apos;s password.</p>
        </ConfirmDialog>
      )}
    </>
  )
}

/** Keeps reminding until the active local wallet has a backup file (backupState). */
export function BackupReminder() {
  const backedUp = useBackupState()
  const name = useWalletStore(state => state.activeWallet?.name)
  if (backedUp || !name) return null
  return (
    <div
      role="status"
      data-testid="backup-reminder"
      className="flex flex-wrap items-center gap-3 border-b border-border bg-canvas-subtle px-4 py-2 text-sm"
    >
      <span>
        Wallet <strong>{name}</strong> has no backup yet. If this browser loses its data, the wallet
        is gone.
      </span>
      <DownloadBackupButton />
    </div>
  )
}
