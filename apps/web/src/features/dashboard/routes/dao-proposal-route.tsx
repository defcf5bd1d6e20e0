import { useParams } from 'react-router'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { DaoProposalPage } from '../components/dao-proposal-page.tsx'

export function DaoProposalRoute() {
  const { name = '', id = '' } = useParams()
  const account = useActiveAccount()
  return <DaoProposalPage key={`${name}/${id}`} name={name} id={id} account={account} />
}
