import { lazy, Suspense } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Landing } from '../components/landing.tsx'

// Signed out, `/home` is a short text: the dashboard's code (and the owner and DAO code it
// brings) loads only for a wallet, so it is no part of /home's first-load JS.
const HomeDashboard = lazy(async () => ({
  default: (await import('../components/home-dashboard.tsx')).HomeDashboard,
}))

export function HomeRoute() {
  const account = useActiveAccount()
  if (!account) return <Landing />
  return (
    <Suspense fallback={<p className="text-fg-muted">Loading your dashboard…</p>}>
      <HomeDashboard key={account.address} account={account} />
    </Suspense>
  )
}
