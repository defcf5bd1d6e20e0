import { shortenAddress } from '@gitopia-client/chain'
import type { DaoMember } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useOwner } from '../api/owner.ts'
import { usePrefetchOwner } from '../api/prefetch-owner.ts'

/**
 * A member's role. Group members carry only free-form metadata, which names OWNER at most; the
 * DAO's creator counts as its owner too, as the official client shows it.
 */
export function roleOf(member: DaoMember, creator: string): 'OWNER' | 'MEMBER' {
  return member.role === 'OWNER' || member.address === creator ? 'OWNER' : 'MEMBER'
}

/** DAO members, owners first, with roles and voting weights; addresses link to their profiles. */
export function MemberList({
  members,
  creator,
  currentAddress,
}: {
  members: readonly DaoMember[]
  /** The DAO's creator (see {@link roleOf}). */
  creator: string
  currentAddress?: string | null | undefined
}) {
  const prefetch = usePrefetchOwner()
  if (members.length === 0) return <p className="text-fg-muted">No members.</p>
  const withRoles = members
    .map(member => ({ ...member, role: roleOf(member, creator) }))
    .sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER'))
  return (
    <ul aria-label="Members" className="divide-y divide-border rounded-md border border-border">
      {withRoles.map(member => (
        <li key={member.address} className="flex flex-col gap-1 p-3">
          <div className="flex items-center justify-between gap-2">
            <Link
              to={paths.owner.href(member.address)}
              {...prefetch(member.address)}
              title={member.address}
              className="truncate font-mono text-sm text-accent hover:underline"
            >
              <OwnerName address={member.address} />
            </Link>
            <span
              className={`shrink-0 rounded-full border px-2 text-xs ${member.role === 'OWNER' ? 'border-accent text-accent' : 'border-border text-fg-muted'}`}
            >
              {member.role === 'OWNER' ? 'Owner' : 'Member'}
            </span>
          </div>
          <p className="text-xs text-fg-muted">
            Weight {member.weight}
            {member.address === currentAddress && ' · you'}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The member's username where the chain has one, else the shortened address. */
export function OwnerName({ address }: { address: string }) {
  const owner = useOwner(address)
  const username = owner.data?.type === 'USER' ? owner.data.user.username : ''
  return <>{username || shortenAddress(address)}</>
}
