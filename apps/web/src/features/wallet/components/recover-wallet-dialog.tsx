import { checkMnemonic } from '@gitopia-client/chain/keystore'
import { useState } from 'react'
import { Dialog } from '@/ui/dialog.tsx'
import { ProtectWalletForm } from './protect-wallet-form.tsx'

/** Recover a local wallet from its recovery phrase, name it and protect it with a password. */
export function RecoverWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [phrase, setPhrase] = useState('')
  return (
    <Dialog open={open} title="Recover wallet" onClose={onClose}>
      <ProtectWalletForm
        phrase={() => checkMnemonic(phrase)}
        backedUp
        submitLabel="Recover"
        doneMessage={name => `Wallet ${name} recovered`}
        onDone={() => {
          setPhrase('')
          onClose()
        }}
        onCancel={onClose}
      >
        <label className="flex flex-col gap-1 text-sm">
          Recovery phrase
          <textarea
            value={phrase}
            onChange={event => setPhrase(event.target.value)}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            className="rounded-md border border-border bg-canvas px-3 py-2 font-mono"
          />
        </label>
      </ProtectWalletForm>
    </Dialog>
  )
}
