import { HomeDashboard, Landing } from '@/features/dashboard/index.ts'
import { useSignedInAccount } from './signed-in-account.ts'

export function HomeRoute() {
  const account = useSignedInAccount()
  if (!account) return <Landing />
  return <HomeDashboard key={account.address} account={account} />
}
