import { shortenAddress } from '@gitopia-client/chain'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { refreshBalance } from '../api/account-data.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { lockWallet } from '../session/key-session.ts'
import { unlockActiveWallet } from '../session/unlock.ts'
import { connectKeplrWallet, connectLedgerWallet, signOut } from '../session/wallet-actions.ts'
import { AutoLockSelect } from './auto-lock-select.tsx'
import { DownloadBackupButton } from './backup.tsx'
import { WalletAllowance, WalletBalance } from './balance-display.tsx'
import { GasPriceSelect } from './gas-price-select.tsx'
import { SavedWalletsList } from './saved-wallets-list.tsx'

// The dialogs pull in key derivation and encryption; load them when first opened.
const RecoverWalletDialog = lazy(async () => ({
  default: (await import('./recover-wallet-dialog.tsx')).RecoverWalletDialog,
}))
const CreateWalletDialog = lazy(async () => ({
  default: (await import('./create-wallet-dialog.tsx')).CreateWalletDialog,
}))
const SendTokensDialog = lazy(async () => ({
  default: (await import('./send-tokens-dialog.tsx')).SendTokensDialog,
}))

const PANEL_ID = 'wallet-panel'

function hidePanel() {
  const panel = document.getElementById(PANEL_ID)
  if (panel?.matches(':popover-open')) panel.hidePopover()
}

type OpenDialog = 'create' | 'recover' | 'send' | null

function reportFailure(error: unknown) {
  notify('error', error instanceof Error ? error.message : String(error))
}

/** The header's wallet area: a menu to add or pick a wallet, then balance, lock and actions. */
export function WalletMenu() {
  const activeWallet = useWalletStore(state => state.activeWallet)
  const unlocked = useWalletStore(state => state.unlocked)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)
  const run = (action: () => Promise<void> | void) => () => {
    hidePanel()
    void Promise.resolve().then(action).catch(reportFailure)
  }

  const addWalletActions = (
    <div className="flex flex-col gap-2">
      <Button onClick={run(() => setDialog('create'))}>Create wallet</Button>
      <Button onClick={run(() => setDialog('recover'))}>Recover wallet</Button>
      <Button onClick={run(connectLedgerWallet)}>Connect Ledger</Button>
      <Button onClick={run(connectKeplrWallet)}>Connect Keplr</Button>
    </div>
  )

  return (
    <div className="flex items-center gap-2" aria-label="Wallet" role="group">
      {activeWallet && (
        <>
          <span className="text-sm" title={activeWallet.address}>
            <strong data-testid="wallet-name">{activeWallet.name}</strong>
          </span>
          <span className="text-sm">
            <WalletBalance />
          </span>
          {unlocked ? (
            <Button onClick={lockWallet}>Lock</Button>
          ) : (
            <Button onClick={() => void unlockActiveWallet().catch(reportFailure)}>Unlock</Button>
          )}
        </>
      )}
      <Button popoverTarget={PANEL_ID} aria-haspopup="true">
        {activeWallet ? 'Wallet menu' : 'Connect wallet'}
      </Button>
      <div
        id={PANEL_ID}
        popover="auto"
        aria-label="Wallet menu"
        role="region"
        className="m-0 mt-2 ml-auto w-80 rounded-lg border border-border bg-canvas p-4 text-fg shadow-lg [position-area:bottom_span-left]"
      >
        <div className="flex flex-col gap-3">
          {activeWallet && (
            <>
              <div className="text-sm">
                <p className="font-semibold">{activeWallet.name}</p>
                <p
                  className="font-mono text-xs break-all text-fg-muted"
                  data-testid="wallet-address"
                >
                  {activeWallet.address}
                </p>
                <p className="text-xs text-fg-muted">
                  {activeWallet.kind === 'local'
                    ? 'Kept in this browser'
                    : activeWallet.kind === 'ledger'
                      ? 'Ledger'
                      : 'Keplr'}{' '}
                  · {shortenAddress(activeWallet.address)}
                </p>
              </div>
              <div className="flex items-center justify-between text-sm">
                <span>
                  Balance: <WalletBalance />
                </span>
                <Button onClick={run(() => refreshBalance({ announce: true }))}>Refresh</Button>
              </div>
              <WalletAllowance />
              <div className="flex flex-wrap gap-2">
                <Button onClick={run(() => setDialog('send'))}>Send</Button>
                <Link
                  to={paths.assets.href()}
                  onClick={hidePanel}
                  className="inline-flex items-center rounded-md border border-border px-4 py-2 text-sm font-semibold"
                >
                  Assets
                </Link>
                <Link
                  to={paths.profileSettings.href()}
                  onClick={hidePanel}
                  className="inline-flex items-center rounded-md border border-border px-4 py-2 text-sm font-semibold"
                >
                  Profile
                </Link>
                {activeWallet.kind === 'local' && <DownloadBackupButton onStart={hidePanel} />}
              </div>
              <GasPriceSelect />
              {activeWallet.kind === 'local' && <AutoLockSelect />}
            </>
          )}
          <SavedWalletsList onAction={hidePanel} />
          <details open={!activeWallet}>
            <summary className="cursor-pointer text-sm font-semibold">Add a wallet</summary>
            <div className="mt-2">{addWalletActions}</div>
          </details>
          {activeWallet && <Button onClick={run(signOut)}>Sign out</Button>}
        </div>
      </div>
      <Suspense>
        {dialog === 'recover' && <RecoverWalletDialog open onClose={close} />}
        {dialog === 'create' && <CreateWalletDialog open onClose={close} />}
        {dialog === 'send' && <SendTokensDialog open onClose={close} />}
      </Suspense>
    </div>
  )
}
