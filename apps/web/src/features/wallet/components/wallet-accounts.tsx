import { lazy, Suspense, useState } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '@/ui/button.tsx'
import { walletAccounts } from '../model/accounts.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { switchAccount } from '../session/account-actions.ts'
import { reportFailure } from './menu-actions.ts'
import { SwitchButton } from './switch-button.tsx'

// Loaded when someone adds an account, never with the menu.
const AddAccountDialog = lazy(async () => ({
  default: (await import('./add-account-dialog.tsx')).AddAccountDialog,
}))

/**
 * The accounts of the active local or Ledger wallet (docs/client-rules.md#accounts): switch
 * between them, or add the next one. Keplr picks its account itself.
 */
export function WalletAccounts({ onAction }: { onAction: () => void }) {
  const active = useWalletStore(state => state.activeWallet)
  const wallet = useWalletStore(state =>
    state.wallets.find(saved => saved.name === state.activeWallet?.name),
  )
  const [adding, setAdding] = useState(false)
  if (!active || !wallet || active.kind === 'keplr') return null
  return (
    <section aria-label="Accounts" className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">Accounts</h3>
      <ul className="flex flex-col gap-1">
        {walletAccounts(wallet).map(account => (
          <li key={account.pathIncrement}>
            <SwitchButton
              label={`Switch to account ${account.name}`}
              name={account.name}
              address={account.address}
              current={account.pathIncrement === active.accountIndex}
              onSwitch={() => {
                onAction()
                switchAccount(account.pathIncrement).catch(reportFailure)
              }}
              className="w-full"
            />
          </li>
        ))}
      </ul>
      <Button
        onClick={() => {
          onAction()
          setAdding(true)
        }}
      >
        Add account
      </Button>
      {adding &&
        // The menu is a popover that closes on the click: the dialog lives outside it.
        createPortal(
          <Suspense>
            <AddAccountDialog onClose={() => setAdding(false)} />
          </Suspense>,
          document.body,
        )}
    </section>
  )
}
