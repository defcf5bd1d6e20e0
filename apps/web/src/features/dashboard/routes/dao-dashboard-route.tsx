import { useParams } from 'react-router'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { DaoDashboard } from '../components/dao-dashboard.tsx'

export function DaoDashboardRoute() {
  const { name = '' } = useParams()
  const account = useActiveAccount()
  return <DaoDashboard key={name} name={name} account={account} />
}
