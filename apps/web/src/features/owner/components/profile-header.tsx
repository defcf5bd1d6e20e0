import { shortenAddress } from '@gitopia-client/chain'
import type { Owner } from '@gitopia-client/chain/gitopia'
import { Avatar, safeLinkUrl } from '@/ui/avatar/index.ts'
import { summarizeOwner } from '../api/owner.ts'

/** Avatar, names, bio or description and, for a DAO, location, website and verification. */
export function ProfileHeader({ owner }: { owner: Owner }) {
  const summary = summarizeOwner(owner)
  const dao = owner.type === 'DAO' ? owner.dao : null
  const website = dao ? safeLinkUrl(dao.website) : null
  return (
    <header className="flex flex-col gap-3">
      <div data-testid="profile-avatar">
        <Avatar url={summary.avatarUrl} name={summary.displayName} size="lg" square={!!dao} />
      </div>
      <div>
        <h1 className="text-2xl font-semibold break-all" data-testid="profile-name">
          {summary.displayName}
        </h1>
        {summary.handle && summary.handle !== summary.displayName && (
          <p className="text-lg break-all text-fg-muted">{summary.handle}</p>
        )}
        <p className="font-mono text-xs text-fg-muted" title={summary.address}>
          {shortenAddress(summary.address)}
        </p>
      </div>
      {dao && (
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full border border-border px-2">DAO</span>
          {dao.verified && (
            <span className="rounded-full border border-accent px-2 text-accent">Verified</span>
          )}
        </p>
      )}
      {summary.description && (
        <p className="break-words whitespace-pre-line" data-testid="profile-bio">
          {summary.description}
        </p>
      )}
      {dao?.location && (
        <p className="text-sm break-words text-fg-muted" data-testid="profile-location">
          <span className="sr-only">Location: </span>
          {dao.location}
        </p>
      )}
      {dao?.website &&
        (website ? (
          <a
            href={website}
            rel="nofollow noopener noreferrer"
            target="_blank"
            className="text-sm break-all text-accent hover:underline"
          >
            {dao.website}
          </a>
        ) : (
          <p className="text-sm break-all text-fg-muted">{dao.website}</p>
        ))}
    </header>
  )
}
