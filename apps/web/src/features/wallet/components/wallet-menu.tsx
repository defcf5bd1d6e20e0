import { formatAmount, NATIVE_TOKEN, shortenAddress } from '@gitopia-client/chain'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { useBalance } from '../api/balance.ts'
import { signOutWallet, useWalletStore } from '../model/wallet-store.ts'
import { lockWallet, requireMnemonic } from '../session/key-session.ts'

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

type OpenDialog = 'create' | 'recover' | 'send' | null

/** The header's wallet area: connect when there is no wallet, else balance and actions. */
export function WalletMenu() {
  const activeWallet = useWalletStore(state => state.activeWallet)
  const unlocked = useWalletStore(state => state.unlocked)
  const balance = useBalance(activeWallet?.address ?? null)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)

  if (!activeWallet) {
    return (
      <>
        <Button onClick={() => setDialog('create')}>Create wallet</Button>
        <Button onClick={() => setDialog('recover')}>Recover wallet</Button>
        <Suspense>
          {dialog === 'recover' && <RecoverWalletDialog open onClose={close} />}
          {dialog === 'create' && <CreateWalletDialog open onClose={close} />}
        </Suspense>
      </>
    )
  }

  return (
    <div className="flex items-center gap-2" aria-label="Wallet">
      <span className="text-sm" title={activeWallet.address}>
        <strong>{activeWallet.name}</strong>{' '}
        <span className="font-mono text-fg-muted">{shortenAddress(activeWallet.address)}</span>
      </span>
      <span className="text-sm" data-testid="wallet-balance">
        {balance.data === undefined
          ? '…'
          : `${formatAmount(balance.data)} ${NATIVE_TOKEN.displayDenom}`}
      </span>
      {unlocked ? (
        <Button onClick={lockWallet}>Lock</Button>
      ) : (
        <Button onClick={() => void requireMnemonic().catch(() => undefined)}>Unlock</Button>
      )}
      <Button onClick={() => setDialog('send')}>Send</Button>
      <Button
        onClick={() => {
          lockWallet()
          signOutWallet()
        }}
      >
        Sign out
      </Button>
      <Suspense>{dialog === 'send' && <SendTokensDialog open onClose={close} />}</Suspense>
    </div>
  )
}
