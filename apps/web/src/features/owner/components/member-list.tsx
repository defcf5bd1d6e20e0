import { shortenAddress } from '@gitopia-client/chain'
import type { DaoMember } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'

/** DAO members with their roles and voting weights; addresses link to their profiles. */
export function MemberList({
  members,
  currentAddress,
}: {
  members: readonly DaoMember[]
  currentAddress?: string | null | undefined
}) {
  if (members.length === 0) return <p className="text-fg-muted">No members.</p>
  return (
    <ul aria-label="Members" className="divide-y divide-border rounded-md border border-border">
      {members.map(member => (
        <li key={member.address} className="flex flex-wrap items-center gap-3 p-3">
          <Link
            to={paths.owner.href(member.address)}
            title={member.address}
            className="font-mono text-sm text-accent hover:underline"
          >
            {shortenAddress(member.address)}
          </Link>
          {member.address === currentAddress && (
            <span className="text-xs text-fg-muted">(you)</span>
          )}
          <span
            className={`rounded-full border px-2 text-xs ${member.role === 'OWNER' ? 'border-accent text-accent' : 'border-border text-fg-muted'}`}
          >
            {member.role === 'OWNER' ? 'Owner' : 'Member'}
          </span>
          <span className="ml-auto text-xs text-fg-muted">Weight {member.weight}</span>
        </li>
      ))}
    </ul>
  )
}
