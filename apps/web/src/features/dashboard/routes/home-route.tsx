import { lazy, Suspense } from 'react'
import { useActiveAccount, useWalletBalance } from '@/features/wallet/index.ts'
import { GetLore, needsFunds } from '@/features/funding/index.ts'
import { Landing } from '../components/landing.tsx'

// Signed out, `/home` is a short text: the dashboard's code (and the owner and DAO code it
// brings) loads only for a wallet, so it is no part of /home's first-load JS.
const HomeDashboard = lazy(async () => ({
  default: (await import('../components/home-dashboard.tsx')).HomeDashboard,
}))

export function HomeRoute() {
  const account = useActiveAccount()
  const { balance, allowance } = useWalletBalance()
  if (!account) return <Landing />
  return (
    <div className="flex flex-col gap-6">
      {needsFunds(balance, allowance) && <GetLore address={account.address} />}
      <Suspense fallback={<p className="text-fg-muted">Loading your dashboard…</p>}>
        <HomeDashboard key={account.address} account={account} />
      </Suspense>
    </div>
  )
}
