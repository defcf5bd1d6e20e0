import { useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useBackupState, useWalletStore } from '../model/wallet-store.ts'
import { downloadWalletBackup, type BackupKind } from '../session/backup-download.ts'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'

export const BACKUP_WARNING =
  'The backup file holds your recovery phrase in plain text. Anyone who gets the file controls this wallet and its funds. Keep it offline and private; never upload or share it.'

const ENCRYPTED_NOTE =
  "The file is encrypted with this wallet's password: restoring it needs the file and the password. Keep both; the password cannot be recovered."

function startDownload(kind: BackupKind) {
  downloadWalletBackup(kind).catch((error: unknown) => {
    notify('error', error instanceof Error ? error.message : String(error))
  })
}

const KINDS: readonly { kind: BackupKind; label: string; hint: string }[] = [
  {
    kind: 'encrypted',
    label: 'Encrypted (recommended)',
    hint: 'Restore it with Recover wallet → Backup file.',
  },
  {
    kind: 'plain',
    label: 'Plain JSON (compatible)',
    hint: "Name, recovery phrase, HD path and accounts, as Gitopia's other tools read them.",
  },
]

/** The "Download backup" action: encrypted by default, or the plain file with its warning. */
export function DownloadBackupButton({ onStart }: { onStart?: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [kind, setKind] = useState<BackupKind>('encrypted')
  return (
    <>
      <Button
        onClick={() => {
          onStart?.()
          setKind('encrypted')
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
          onConfirm={() => startDownload(kind)}
          onClose={() => setConfirming(false)}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Backup file</legend>
            {KINDS.map(option => (
              <label key={option.kind} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="backup-kind"
                  className="mt-1"
                  checked={kind === option.kind}
                  onChange={() => setKind(option.kind)}
                />
                <span>
                  {option.label}
                  <span className="block text-xs text-fg-muted">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p role="note" className={kind === 'plain' ? 'font-semibold text-danger' : undefined}>
            {kind === 'plain' ? BACKUP_WARNING : ENCRYPTED_NOTE}
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
