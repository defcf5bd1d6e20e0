import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/ui/button.tsx'
import { useWalletStore } from '../model/wallet-store.ts'
import { reportFailure, type OpenDialog } from './menu-actions.ts'
import { loadWalletPanel } from './shell-parts.ts'
import type { WalletPanel as Panel } from './wallet-panel.tsx'

// Without a wallet the header holds the "Connect wallet" button only: the menu's contents load
// when it is first reached for (or at startup when a wallet is saved), the dialogs when opened.
const AccountArea = lazy(async () => ({
  default: (await import('./account-area.tsx')).AccountArea,
}))
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

/** The header's wallet area: a menu to add or pick a wallet, then balance, lock and actions. */
export function WalletMenu() {
  const activeWallet = useWalletStore(state => state.activeWallet)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const popover = useRef<HTMLDivElement>(null)
  // The panel's code, once loaded: the menu opens only then, never onto a loading state.
  const [WalletPanel, setWalletPanel] = useState<ComponentType<Parameters<typeof Panel>[0]>>()
  const load = useCallback(
    () =>
      loadWalletPanel().then(module => {
        flushSync(() => setWalletPanel(() => module.WalletPanel))
      }),
    [],
  )
  const reach = () => void load().catch(() => undefined)

  useEffect(() => {
    if (activeWallet) void load().catch(() => undefined)
  }, [activeWallet, load])

  useEffect(() => {
    const element = popover.current
    if (!element || WalletPanel) return
    const openWhenLoaded = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      event.preventDefault()
      load()
        .then(() => {
          if (!element.matches(':popover-open')) element.showPopover()
        })
        .catch(reportFailure)
    }
    element.addEventListener('beforetoggle', openWhenLoaded)
    return () => element.removeEventListener('beforetoggle', openWhenLoaded)
  }, [WalletPanel, load])

  return (
    <div className="flex items-center gap-2" aria-label="Wallet" role="group">
      {activeWallet && (
        <Suspense>
          <AccountArea wallet={activeWallet} />
        </Suspense>
      )}
      <Button
        popoverTarget={PANEL_ID}
        aria-haspopup="true"
        onPointerEnter={reach}
        onFocus={reach}
        onClick={reach}
        aria-label={activeWallet ? 'Wallet menu' : undefined}
      >
        {/* Signed in, the name and balance beside say whose menu it is: a chevron is enough. */}
        {activeWallet ? '▾' : 'Connect wallet'}
      </Button>
      <div
        ref={popover}
        id={PANEL_ID}
        popover="auto"
        aria-label="Wallet menu"
        role="region"
        className="m-0 mt-2 ml-auto w-80 rounded-lg border border-border bg-canvas p-4 text-fg shadow-lg [position-area:bottom_span-left]"
      >
        {WalletPanel && <WalletPanel hidePanel={hidePanel} openDialog={setDialog} />}
      </div>
      <Suspense>
        {dialog === 'recover' && <RecoverWalletDialog open onClose={() => setDialog(null)} />}
        {dialog === 'create' && <CreateWalletDialog open onClose={() => setDialog(null)} />}
        {dialog === 'send' && <SendTokensDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  )
}
