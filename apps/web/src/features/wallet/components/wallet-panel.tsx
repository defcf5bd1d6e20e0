import { paths } from '@/config/paths.ts'
import { Avatar } from '@/ui/avatar/index.ts'
import { Button, ButtonLink } from '@/ui/button.tsx'
import { CopyButton } from '@/ui/copy-button.tsx'
import { refreshBalance } from '../api/account-data.ts'
import { useWalletStore, type ActiveWallet } from '../model/wallet-store.ts'
import { connectKeplrWallet, connectLedgerWallet, signOut } from '../session/wallet-actions.ts'
import { AutoLockSelect } from './auto-lock-select.tsx'
import { DownloadBackupButton } from './backup.tsx'
import { WalletAllowance, WalletBalance } from './balance-display.tsx'
import { GasPriceSelect } from './gas-price-select.tsx'
import { SavedWalletsList } from './saved-wallets-list.tsx'
import { WalletAccounts } from './wallet-accounts.tsx'
import { reportFailure, type OpenDialog } from './menu-actions.ts'

/** The signed-in account's pages the panel links to, after Send. */
const PAGE_LINKS = [
  { name: 'Get LORE', href: paths.getLore.href() },
  { name: 'Assets', href: paths.assets.href() },
  { name: 'Profile', href: paths.profileSettings.href() },
]

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
          <AccountChip wallet={activeWallet} />
          <div className="flex items-center justify-between text-sm">
            <span>
              Balance: <WalletBalance />
            </span>
            <Button onClick={run(() => refreshBalance({ announce: true }))}>Refresh</Button>
          </div>
          <WalletAllowance />
          <div className="flex flex-wrap gap-2">
            <Button onClick={run(() => openDialog('send'))}>Send</Button>
            {PAGE_LINKS.map(link => (
              <ButtonLink key={link.href} to={link.href} onClick={hidePanel}>
                {link.name}
              </ButtonLink>
            ))}
            {activeWallet.kind === 'local' && <DownloadBackupButton onStart={hidePanel} />}
          </div>
          <GasPriceSelect />
          {activeWallet.kind === 'local' && <AutoLockSelect />}
          <WalletAccounts onAction={hidePanel} />
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

const KIND_LABELS = { local: 'Kept in this browser', ledger: 'Ledger', keplr: 'Keplr' } as const

/** Who is signed in, once: the account's name, its address with a copy button, where the key is. */
function AccountChip({ wallet }: { wallet: ActiveWallet }) {
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="account-chip">
      <Avatar url={wallet.avatarUrl} name={wallet.accountName} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold break-all">{wallet.accountName}</p>
        {wallet.accountIndex !== 0 && (
          <p className="text-xs text-fg-muted">
            Account {wallet.accountIndex + 1} of {wallet.name}
          </p>
        )}
        <p className="font-mono text-xs break-all text-fg-muted" data-testid="wallet-address">
          {wallet.address}
        </p>
        <p className="text-xs text-fg-muted">{KIND_LABELS[wallet.kind]}</p>
      </div>
      <CopyButton text={wallet.address} label="Copy address" />
    </div>
  )
}
