import { shortenAddress } from '@gitopia-client/chain'
import { paths } from '@/config/paths.ts'
import { Button, ButtonLink } from '@/ui/button.tsx'
import { refreshBalance } from '../api/account-data.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { connectKeplrWallet, connectLedgerWallet, signOut } from '../session/wallet-actions.ts'
import { AutoLockSelect } from './auto-lock-select.tsx'
import { DownloadBackupButton } from './backup.tsx'
import { WalletAllowance, WalletBalance } from './balance-display.tsx'
import { GasPriceSelect } from './gas-price-select.tsx'
import { SavedWalletsList } from './saved-wallets-list.tsx'
import { reportFailure, type OpenDialog } from './menu-actions.ts'

/**
 * The wallet menu's contents: the account, its actions and settings, the saved wallets and the
 * ways to add one. A chunk of its own, loaded once a wallet is known or the menu is opened.
 */
export function WalletPanel({
  hidePanel,
  openDialog,
}: {
  hidePanel: () => void
  openDialog: (dialog: OpenDialog) => void
}) {
  const activeWallet = useWalletStore(state => state.activeWallet)
  const run = (action: () => Promise<void> | void) => () => {
    hidePanel()
    void Promise.resolve().then(action).catch(reportFailure)
  }

  return (
    <div className="flex flex-col gap-3">
      {activeWallet && (
        <>
          <div className="text-sm">
            <p className="font-semibold">{activeWallet.name}</p>
            <p className="font-mono text-xs break-all text-fg-muted" data-testid="wallet-address">
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
            <Button onClick={run(() => openDialog('send'))}>Send</Button>
            <ButtonLink to={paths.getLore.href()} onClick={hidePanel}>
              Get LORE
            </ButtonLink>
            <ButtonLink to={paths.assets.href()} onClick={hidePanel}>
              Assets
            </ButtonLink>
            <ButtonLink to={paths.profileSettings.href()} onClick={hidePanel}>
              Profile
            </ButtonLink>
            {activeWallet.kind === 'local' && <DownloadBackupButton onStart={hidePanel} />}
          </div>
          <GasPriceSelect />
          {activeWallet.kind === 'local' && <AutoLockSelect />}
        </>
      )}
      <SavedWalletsList onAction={hidePanel} />
      <details open={!activeWallet}>
        <summary className="cursor-pointer text-sm font-semibold">Add a wallet</summary>
        <div className="mt-2 flex flex-col gap-2">
          <Button onClick={run(() => openDialog('create'))}>Create wallet</Button>
          <Button onClick={run(() => openDialog('recover'))}>Recover wallet</Button>
          <Button onClick={run(connectLedgerWallet)}>Connect Ledger</Button>
          <Button onClick={run(connectKeplrWallet)}>Connect Keplr</Button>
        </div>
      </details>
      {activeWallet && <Button onClick={run(signOut)}>Sign out</Button>}
    </div>
  )
}
