import { useParams } from 'react-router'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { DaoDashboard } from '../components/dao-dashboard.tsx'
import { DaoProposalPage } from '../components/dao-proposal-page.tsx'

export function DaoDashboardRoute() {
  const { name = '' } = useParams()
  const account = useActiveAccount()
  return <DaoDashboard key={name} name={name} account={account} />
}

export function DaoProposalRoute() {
  const { name = '', id = '' } = useParams()
  const account = useActiveAccount()
  return <DaoProposalPage key={`${name}/${id}`} name={name} id={id} account={account} />
}
