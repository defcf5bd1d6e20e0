import type { Dao } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { Avatar } from '@/ui/avatar/index.ts'
import { usePrefetchOwner } from '../api/prefetch-owner.ts'

/** DAOs as avatar + name links; `href` says where each leads (profile or dashboard). */
export function DaoList({
  daos,
  href,
  emptyText,
}: {
  daos: readonly Dao[]
  href: (dao: Dao) => string
  emptyText: string
}) {
  const prefetch = usePrefetchOwner()
  if (daos.length === 0) return <p className="text-fg-muted">{emptyText}</p>
  return (
    <ul aria-label="DAOs" className="flex flex-col gap-2">
      {daos.map(dao => (
        <li key={dao.address}>
          <Link
            to={href(dao)}
            {...prefetch(dao.name)}
            className="flex items-center gap-2 hover:underline"
          >
            <Avatar url={dao.avatarUrl} name={dao.name} size="sm" square />
            <span className="break-all">{dao.name}</span>
            {dao.verified && <span className="text-xs text-accent">Verified</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
