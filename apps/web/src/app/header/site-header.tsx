import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useAppConfig } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { HeaderSearch } from '@/features/explore/index.ts'
import { NetworkBadge } from '@/features/network/index.ts'
import { NotificationsBell } from '@/features/notifications/index.ts'
import { ThemeToggle } from '@/features/theme/index.ts'
import { useActiveAccount, WalletMenu } from '@/features/wallet/index.ts'
import { NewMenu } from './new-menu.tsx'

const MENU_ID = 'site-menu'
// On a phone every control in the folded menu (the wallet and notification panels included) is
// at least 44 px tall, a finger's width.
const PHONE_TARGETS = 'max-md:[&_a]:min-h-11 max-md:[&_button]:min-h-11 max-md:[&_input]:min-h-11'
const navLink = 'inline-flex min-h-11 items-center text-sm text-fg-muted hover:text-fg'

/** The chain-wide pages the header links to, beside the search. */
const NAV_LINKS = [
  { name: 'Explore', href: paths.explore.href() },
  { name: 'Governance', href: paths.governance.href() },
  { name: 'Staking', href: paths.staking.href() },
]

/**
 * The site header. From the `md` breakpoint up everything sits in one row; below it the header
 * holds the brand, the "New" menu and a "Menu" button, and the rest (search, links, network,
 * notifications, wallet, theme) folds into a panel that the button opens, so a phone never
 * scrolls sideways. Each control renders once (the popovers they open have fixed ids).
 */
export function SiteHeader() {
  const location = useLocation()
  const account = useActiveAccount()
  const { network } = useAppConfig()
  // Blocks are announced by a configured node's websocket (connect-src lists those nodes only).
  const inbox = account && {
    chainId: network.chainId,
    address: account.address,
    username: account.username,
    socket: network.providers[0]?.rpcEndpoint ?? null,
  }
  // Open for the page it was opened on: following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.key
  return (
    <header className="border-b border-border bg-canvas-subtle">
      <nav
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2"
        aria-label="Main"
      >
        <Link
          to={paths.home.href()}
          className="inline-flex min-h-11 items-center text-lg font-bold tracking-tight"
        >
          Gitopia
        </Link>
        <div className="ml-auto md:order-2">
          <NewMenu />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : location.key)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-semibold md:hidden"
        >
          Menu
        </button>
        <div
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} ${PHONE_TARGETS} basis-full flex-col items-stretch gap-2 pb-2 md:contents`}
        >
          <div className="flex md:order-1 md:min-w-0 md:flex-1 md:items-center md:gap-4">
            <HeaderSearch />
          </div>
          <div className="flex gap-4 md:order-1">
            {NAV_LINKS.map(link => (
              <Link key={link.href} to={link.href} className={navLink}>
                {link.name}
              </Link>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3 md:order-3">
            <NetworkBadge />
            <NotificationsBell inbox={inbox} />
            <WalletMenu />
            <ThemeToggle />
          </div>
        </div>
      </nav>
    </header>
  )
}
