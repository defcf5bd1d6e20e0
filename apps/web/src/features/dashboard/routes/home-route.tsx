import { useActiveAccount, useWalletBalance, type ActiveAccount } from '@/features/wallet/index.ts'
import { GetLore, needsFunds } from '@/features/funding/index.ts'
import { useLoaded } from '@/lib/lazy-routes.ts'
import { Landing } from '../components/landing.tsx'

// Signed out, `/home` is a short text: the dashboard's code (and the owner and DAO code it
// brings) loads only for a wallet, so it is no part of /home's first-load JS.
const loadHomeDashboard = async () =>
  (await import('../components/home-dashboard.tsx')).showHomeDashboard

export function HomeRoute() {
  const account = useActiveAccount()
  if (!account) return <Landing />
  return <SignedInHome account={account} />
}

function SignedInHome({ account }: { account: ActiveAccount }) {
  const { balance, allowance } = useWalletBalance()
  const homeDashboard = useLoaded(loadHomeDashboard)
  return (
    <div className="flex flex-col gap-6">
      {needsFunds(balance, allowance) && <GetLore address={account.address} />}
      {homeDashboard ? (
        homeDashboard(account)
      ) : (
        <p className="text-fg-muted">Loading your dashboard…</p>
      )}
    </div>
  )
}
