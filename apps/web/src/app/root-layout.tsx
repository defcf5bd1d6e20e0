import { Link, Outlet } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TransferTracking } from '@/features/assets/index.ts'
import { HeaderSearch } from '@/features/explore/index.ts'
import { NetworkBadge, NodeStatusBanner } from '@/features/network/index.ts'
import { NotFoundBoundary } from '@/features/not-found/index.ts'
import { ThemeToggle, useTheme } from '@/features/theme/index.ts'
import { NotificationsBell } from '@/features/notifications/index.ts'
import { BackupReminder, ReviewSheet, UnlockModal, WalletMenu } from '@/features/wallet/index.ts'
import { NavigationProgress } from '@/ui/progress-bar/index.ts'
import { SkipLink, skipTarget } from '@/ui/skip-link.tsx'
import { Toaster } from '@/ui/toast/index.ts'

export function RootLayout() {
  const theme = useTheme()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-border bg-canvas-subtle">
        <nav className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3" aria-label="Main">
          <Link to={paths.home.href()} className="text-lg font-bold tracking-tight">
            Gitopia
          </Link>
          <HeaderSearch />
          <Link to={paths.explore.href()} className="text-sm text-fg-muted hover:text-fg">
            Explore
          </Link>
          <Link to={paths.governance.href()} className="text-sm text-fg-muted hover:text-fg">
            Governance
          </Link>
          <Link to={paths.staking.href()} className="text-sm text-fg-muted hover:text-fg">
            Staking
          </Link>
          <div className="ml-auto flex items-center gap-3">
            <NetworkBadge />
            <NotificationsBell />
            <WalletMenu />
            <ThemeToggle />
          </div>
        </nav>
      </header>
      <NodeStatusBanner />
      <BackupReminder />
      <main {...skipTarget} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none">
        <NotFoundBoundary>
          <Outlet />
        </NotFoundBoundary>
      </main>
      <footer className="border-t border-border text-xs text-fg-muted">
        <nav className="mx-auto flex max-w-6xl gap-4 px-4 py-4" aria-label="Footer">
          <Link to={paths.storage.href()} className="hover:text-fg">
            Storage network
          </Link>
          <Link to={paths.chain.href()} className="hover:text-fg">
            Chain
          </Link>
          <Link to={paths.components.href()} className="hover:text-fg">
            Component gallery
          </Link>
        </nav>
      </footer>
      <UnlockModal />
      <TransferTracking />
      <ReviewSheet />
      <Toaster theme={theme} />
    </div>
  )
}
