import { checkMnemonic } from '@gitopia-client/chain/keystore'
import { useRef, useState } from 'react'
import { Dialog } from '@/ui/dialog.tsx'
import { TextAreaField } from '@/ui/field.tsx'
import { ProtectWalletForm } from './protect-wallet-form.tsx'
import {
  phraseFromBackup,
  readChosenFile,
  RestoreFileFields,
  type ChosenBackup,
} from './restore-file-fields.tsx'

type Source = 'phrase' | 'file'

const SOURCES: readonly { source: Source; label: string }[] = [
  { source: 'phrase', label: 'Type the phrase' },
  { source: 'file', label: 'Use a backup file' },
]

/**
 * Recover a local wallet from its recovery phrase or a backup file (encrypted or plain), name it
 * and protect it with a new password.
 */
export function RecoverWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [source, setSource] = useState<Source>('phrase')
  const [phrase, setPhrase] = useState('')
  const [chosen, setChosen] = useState<ChosenBackup | null>(null)
  const [filePassword, setFilePassword] = useState('')
  // A new file starts the form again at once, before it is read: passwords typed while it is
  // read stay, and the file's wallet name fills the name field when it arrives.
  const [fileCount, setFileCount] = useState(0)
  const latestFile = useRef<File | null>(null)
  const choose = async (file: File) => {
    latestFile.current = file
    setChosen(null)
    setFilePassword('')
    setFileCount(count => count + 1)
    const read = await readChosenFile(file)
    if (latestFile.current === file) setChosen(read)
  }
  return (
    <Dialog open={open} title="Recover wallet" onClose={onClose}>
      <div role="group" aria-label="Recover from" className="flex gap-2 text-sm">
        {SOURCES.map(option => (
          <button
            key={option.source}
            type="button"
            aria-pressed={source === option.source}
            onClick={() => setSource(option.source)}
            className="rounded-md border border-border px-3 py-1 aria-pressed:bg-canvas-subtle aria-pressed:font-semibold"
          >
            {option.label}
          </button>
        ))}
      </div>
      <ProtectWalletForm
        key={`${source}-${fileCount}`}
        phrase={() =>
          source === 'phrase' ? checkMnemonic(phrase) : phraseFromBackup(chosen, filePassword)
        }
        initialName={source === 'file' ? (chosen?.contents?.name ?? '') : ''}
        backedUp
        submitLabel="Recover"
        doneMessage={name => `Wallet ${name} recovered`}
        onDone={() => {
          setPhrase('')
          setFilePassword('')
          onClose()
        }}
        onCancel={onClose}
      >
        {source === 'phrase' ? (
          <TextAreaField
            label="Recovery phrase"
            value={phrase}
            onChange={setPhrase}
            autoComplete="off"
            spellCheck={false}
            inputClassName="font-mono"
          />
        ) : (
          <RestoreFileFields
            chosen={chosen}
            onChoose={file => void choose(file)}
            password={filePassword}
            onPasswordChange={setFilePassword}
          />
        )}
      </ProtectWalletForm>
    </Dialog>
  )
}
