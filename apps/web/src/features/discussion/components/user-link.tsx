import { shortenAddress } from '@gitopia-client/chain'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useUserName } from '../api/user-name.ts'

/** A person by username (their address while it loads or when they have none), to their profile. */
export function UserLink({ address, className = '' }: { address: string; className?: string }) {
  const username = useUserName(address)
  return (
    <Link
      to={paths.owner.href(username ?? address)}
      title={address}
      className={`font-semibold text-fg hover:text-accent hover:underline ${className}`}
    >
      {username ?? shortenAddress(address)}
    </Link>
  )
}
