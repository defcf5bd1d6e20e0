import { shortenAddress } from '@gitopia-client/chain'
import { useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { useWalletStore } from '../model/wallet-store.ts'
import { deleteWallet, switchWallet } from '../session/wallet-actions.ts'
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx'
import { reportFailure } from './menu-actions.ts'
import { SwitchButton } from './switch-button.tsx'

/** Saved wallets: switch to one, or remove one after a confirmation. */
export function SavedWalletsList({ onAction }: { onAction: () => void }) {
  const wallets = useWalletStore(state => state.wallets)
  const activeName = useWalletStore(state => state.activeWallet?.name)
  const [removing, setRemoving] = useState<string | null>(null)
  if (wallets.length === 0) return null
  const target = wallets.find(wallet => wallet.name === removing)

  return (
    <section aria-label="Saved wallets" className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">Saved wallets</h3>
      <ul className="flex flex-col gap-1">
        {wallets.map(wallet => (
          <li key={wallet.name} className="flex items-center gap-2">
            <SwitchButton
              label={`Switch to ${wallet.name}`}
              name={wallet.name}
              address={wallet.address}
              current={wallet.name === activeName}
              onSwitch={() => {
                onAction()
                switchWallet(wallet.name).catch(reportFailure)
              }}
              className="flex-1"
            />
            <Button
              aria-label={`Remove ${wallet.name}`}
              className="px-2 py-1"
              onClick={() => setRemoving(wallet.name)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      {target && (
        <ConfirmDialog
          title="Remove wallet"
          confirmLabel="Remove wallet"
          onConfirm={() => deleteWallet(target.name)}
          onClose={() => setRemoving(null)}
        >
          <p>
            Remove <strong>{target.name}</strong> ({shortenAddress(target.address)}) from this
            browser?
          </p>
          {!target.isLedger && !target.isKeplr && (
            <p className="text-danger">
              {target.backedUp
                ? 'You can restore it later from its recovery phrase or backup file.'
                : 'It has no backup file: without its recovery phrase it cannot be restored.'}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  )
}
