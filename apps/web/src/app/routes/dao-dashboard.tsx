import { useParams } from 'react-router'
import { DaoDashboard } from '@/features/dashboard/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'

export function DaoDashboardRoute() {
  const { name = '' } = useParams()
  const account = useActiveAccount()
  return <DaoDashboard key={name} name={name} account={account} />
}
