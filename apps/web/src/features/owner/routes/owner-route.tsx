import { useParams } from 'react-router'
import { OwnerProfile } from '../components/owner-profile.tsx'

export function OwnerRoute() {
  const { owner = '' } = useParams()
  return <OwnerProfile key={owner} id={owner} />
}
