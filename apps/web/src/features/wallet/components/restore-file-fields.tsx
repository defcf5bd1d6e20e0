import type { BackupFileContents, RestoredWallet } from '@gitopia-client/chain/wallet'
import { shortenAddress } from '@gitopia-client/chain'
import { TextField } from '@/ui/field.tsx'
import { FormError } from '@/ui/form-parts.tsx'

/** What a chosen backup file turned out to be, or why it is not one. */
export type ChosenBackup =
  | { readonly contents: BackupFileContents; readonly error?: undefined }
  | { readonly contents?: undefined; readonly error: string }

/** Reads the chosen file and tells the two backup kinds (and non-backups) apart. */
export async function readChosenFile(file: File): Promise<ChosenBackup> {
  const { readBackupFile } = await import('@gitopia-client/chain/wallet')
  try {
    return { contents: readBackupFile(await file.text()) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Opens the chosen backup: decrypts an encrypted one with its password and checks that the phrase
 * derives the address the file names; any problem comes back as the message to show.
 */
export async function phraseFromBackup(
  chosen: ChosenBackup | null,
  password: string,
): Promise<
  | { ok: true; mnemonic: string; accounts: RestoredWallet['accounts'] }
  | { ok: false; message: string }
> {
  if (!chosen) return { ok: false, message: 'Choose a backup file' }
  if (!chosen.contents) return { ok: false, message: chosen.error }
  if (chosen.contents.kind === 'encrypted' && password === '') {
    return { ok: false, message: "Enter the backup file's password" }
  }
  const { openBackupFile } = await import('@gitopia-client/chain/wallet')
  try {
    const { mnemonic, accounts } = await openBackupFile(chosen.contents, password)
    return { ok: true, mnemonic, accounts }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

/** The file picker, what the file holds, and the file's password when it is encrypted. */
export function RestoreFileFields({
  chosen,
  onChoose,
  password,
  onPasswordChange,
}: {
  chosen: ChosenBackup | null
  onChoose: (file: File) => void
  password: string
  onPasswordChange: (password: string) => void
}) {
  const contents = chosen?.contents
  return (
    <>
      <label className="flex flex-col gap-1 text-sm">
        Backup file
        <input
          type="file"
          accept=".json,application/json"
          onChange={event => {
            const file = event.target.files?.[0]
            if (file) onChoose(file)
          }}
          className="text-sm"
        />
      </label>
      <FormError error={chosen?.error ?? null} />
      {contents && (
        <p data-testid="backup-file-summary" className="text-sm break-words text-fg-muted">
          {contents.kind === 'encrypted' ? 'Encrypted backup' : 'Plain backup'} of{' '}
          <strong>{contents.name}</strong>
          {contents.address && ` (${shortenAddress(contents.address)})`}
          {contents.accounts.length > 1 && `, ${contents.accounts.length} accounts`}
        </p>
      )}
      {contents?.kind === 'encrypted' && (
        <TextField
          label="Backup file password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={onPasswordChange}
          hint="The wallet's password when the backup was made."
        />
      )}
    </>
  )
}
