import { shortenAddress } from '@gitopia-client/chain'
import type { RepositoryFork } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  forksQuery,
  latestReleaseQuery,
  ownerNameQuery,
  packfileQuery,
} from '../../api/repository.ts'
import { formatBytes } from '../../model/file-kind.ts'
import { useRepository } from '../../model/repository-context.ts'
import { CopyButton } from '@/ui/copy-button.tsx'
import { TimeAgo } from '../time-ago.tsx'

/** Clone URL, storage facts, latest release and forks, beside the code. */
export function RepositorySidebar() {
  const { owner, repository } = useRepository()
  const api = useApiEndpoint()
  const cloneUrl = `gitopia://${owner}/${repository.name}`
  const packfile = useQuery(packfileQuery(api, repository.id))
  const release = useQuery(latestReleaseQuery(api, repository))
  const forks = useQuery({ ...forksQuery(api, repository), enabled: repository.forkIds.length > 0 })

  return (
    <aside className="flex flex-col gap-5 text-sm" aria-label="About this repository">
      <section aria-labelledby="clone-heading" className="flex flex-col gap-2">
        <h2 id="clone-heading" className="font-semibold">
          Clone
        </h2>
        <div className="flex items-center gap-2">
          <input
            readOnly
            value={cloneUrl}
            aria-label="Clone URL"
            onFocus={event => event.target.select()}
            className="min-w-0 flex-1 rounded-md border border-border bg-canvas-subtle px-2 py-1 font-mono text-xs"
          />
          <CopyButton text={`git clone ${cloneUrl}`} label="Copy clone command" />
        </div>
        <p className="text-xs wrap-anywhere text-fg-muted">
          Needs <code>git-remote-gitopia</code>: <code>git clone {cloneUrl}</code>
        </p>
      </section>

      <section aria-labelledby="storage-heading" className="flex flex-col gap-1">
        <h2 id="storage-heading" className="font-semibold">
          Storage
        </h2>
        {packfile.isPending ? (
          <p className="text-fg-muted">Loading…</p>
        ) : packfile.isError ? (
          <p className="text-fg-muted">Storage facts could not be read.</p>
        ) : packfile.data === null ? (
          <p className="text-fg-muted">Nothing stored yet.</p>
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-fg-muted">Packfile CID</dt>
            <dd
              className="truncate font-mono text-xs"
              title={packfile.data.cid}
              data-testid="packfile-cid"
            >
              {packfile.data.cid}
            </dd>
            <dt className="text-fg-muted">Size</dt>
            <dd data-testid="packfile-size">{formatBytes(packfile.data.sizeBytes)}</dd>
            {packfile.data.updatedAt && (
              <>
                <dt className="text-fg-muted">Updated</dt>
                <dd>
                  <TimeAgo date={packfile.data.updatedAt} />
                </dd>
              </>
            )}
          </dl>
        )}
      </section>

      <section aria-labelledby="release-heading" className="flex flex-col gap-1">
        <h2 id="release-heading" className="font-semibold">
          Latest release
        </h2>
        {release.data ? (
          <Link
            to={`${paths.repositoryReleases.href(owner, repository.name)}/tag/${encodeURIComponent(release.data.tagName)}`}
            className="text-accent hover:underline"
          >
            {release.data.name || release.data.tagName}{' '}
            <span className="text-fg-muted">({release.data.tagName})</span>
          </Link>
        ) : (
          <p className="text-fg-muted">{release.isPending ? 'Loading…' : 'No releases yet.'}</p>
        )}
      </section>

      <section aria-labelledby="forks-heading" className="flex flex-col gap-1">
        <h2 id="forks-heading" className="font-semibold">
          Forks ({repository.forkIds.length})
        </h2>
        {repository.forkIds.length === 0 ? (
          <p className="text-fg-muted">No forks yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {forks.data?.items.slice(0, FORKS_SHOWN).map(fork => (
              <li key={fork.id}>
                <ForkLink fork={fork} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  )
}

/** Forks named in the sidebar: each costs one (cached) name lookup, so only a few. */
const FORKS_SHOWN = 5

function ForkLink({ fork }: { fork: RepositoryFork }) {
  const api = useApiEndpoint()
  const name = useQuery(ownerNameQuery(api, fork.ownerAddress, fork.ownerType)).data
  const owner = name && name !== fork.ownerAddress ? name : shortenAddress(fork.ownerAddress, 10, 4)
  return (
    <Link
      to={paths.repository.href(name ?? fork.ownerAddress, fork.name)}
      className="text-accent hover:underline"
      title={fork.ownerAddress}
    >
      {owner}/{fork.name}
    </Link>
  )
}
