import { Link, Outlet } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TransferTracking } from '@/features/assets/index.ts'
import { FundingPrompt } from '@/features/funding/index.ts'
import { NodeStatusBanner } from '@/features/network/index.ts'
import { NotFoundBoundary } from '@/features/not-found/index.ts'
import { useTheme } from '@/features/theme/index.ts'
import { BackupReminder, ReviewSheet, UnlockModal } from '@/features/wallet/index.ts'
import { NavigationProgress } from '@/ui/progress-bar/index.ts'
import { SkipLink, skipTarget } from '@/ui/skip-link.tsx'
import { Toaster } from '@/ui/toast/index.ts'
import { SiteHeader } from './header/site-header.tsx'

export function RootLayout() {
  const theme = useTheme()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <NodeStatusBanner />
      <BackupReminder />
      <FundingPrompt />
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
