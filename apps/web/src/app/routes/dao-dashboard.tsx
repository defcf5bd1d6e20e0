import { useParams } from 'react-router'
import { DaoDashboard } from '@/features/dashboard/index.ts'
import { useSignedInAccount } from './signed-in-account.ts'

export function DaoDashboardRoute() {
  const { name = '' } = useParams()
  const account = useSignedInAccount()
  return <DaoDashboard key={name} name={name} account={account} />
}
