import { HomeDashboard, Landing } from '@/features/dashboard/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'

export function HomeRoute() {
  const account = useActiveAccount()
  if (!account) return <Landing />
  return <HomeDashboard key={account.address} account={account} />
}
