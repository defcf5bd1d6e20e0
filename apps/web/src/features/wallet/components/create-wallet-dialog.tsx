import { generateMnemonic } from '@gitopia-client/chain/keystore'
import { useMemo, useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { BackupQuiz, pickQuizPositions } from './backup-quiz.tsx'
import { MnemonicGrid } from './mnemonic-grid.tsx'
import { ProtectWalletForm } from './protect-wallet-form.tsx'

type Step = 'phrase' | 'quiz' | 'protect'

/** New local wallet: show 24 words, confirm a few of them, then name and encrypt it. */
export function CreateWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mnemonic = useMemo(() => generateMnemonic(), [])
  const words = useMemo(() => mnemonic.split(' '), [mnemonic])
  const positions = useMemo(() => pickQuizPositions(words.length, 3), [words])
  const [step, setStep] = useState<Step>('phrase')
  return (
    <Dialog open={open} title="Create wallet" onClose={onClose}>
      {step === 'phrase' && (
        <>
          <p className="text-sm">
            Write these 24 words down, in order, and keep them offline. Anyone who has them controls
            the wallet; nobody can restore them for you.
          </p>
          <MnemonicGrid words={words} />
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" onClick={() => setStep('quiz')}>
              I wrote them down
            </Button>
          </div>
        </>
      )}
      {step === 'quiz' && (
        <BackupQuiz
          words={words}
          positions={positions}
          onConfirmed={() => setStep('protect')}
          onBack={() => setStep('phrase')}
        />
      )}
      {step === 'protect' && (
        <ProtectWalletForm
          phrase={() => ({ ok: true, mnemonic })}
          // Not backed up yet: the phrase was written down, but no backup file exists.
          backedUp={false}
          submitLabel="Create wallet"
          doneMessage={name => `Wallet ${name} created`}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Dialog>
  )
}
