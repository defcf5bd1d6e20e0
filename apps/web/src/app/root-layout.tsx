import { Outlet } from 'react-router'
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
import { SiteFooter } from './site-footer.tsx'

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
      {/* At least a screen tall: the footer starts below the first screen, so a page that grows
          as its reads come in never pushes it across the screen (a layout shift). */}
      <main
        {...skipTarget}
        className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <NotFoundBoundary>
          <Outlet />
        </NotFoundBoundary>
      </main>
      <SiteFooter />
      <UnlockModal />
      <TransferTracking />
      <ReviewSheet />
      <Toaster theme={theme} />
    </div>
  )
}
