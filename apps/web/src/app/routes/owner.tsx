import { useParams } from 'react-router'
import { OwnerProfile } from '@/features/owner/index.ts'

export function OwnerRoute() {
  const { owner = '' } = useParams()
  return <OwnerProfile key={owner} id={owner} />
}
