import { latestRelease } from '@gitopia-client/chain/gitopia'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Button, ButtonLink } from '@/ui/button.tsx'
import { ReadPlaceholder } from '@/ui/read-placeholder.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { releaseQuery, releasesQuery } from './api.ts'
import { ReleaseActions, PendingAssetsApproval } from './release-actions.tsx'
import { ReleaseCard } from './release-card.tsx'
import { refPaths } from '../refs/paths.ts'
import { releasePaths } from './paths.ts'

/** `/{owner}/{repo}/releases`: every release, newest first; drafts only for maintainers. */
export function ReleasesRoute() {
  const api = useApiEndpoint()
  const { owner, repository } = useRepository()
  const { can } = useRepositoryAccess()
  const releases = useInfiniteQuery(releasesQuery(api, repository))
  const manage = can('manageReleases')
  const all = releases.data?.pages.flatMap(page => page.items) ?? []
  const visible = manage ? all : all.filter(release => !release.draft)
  const latest = latestRelease(all)

  return (
    <section className="flex flex-col gap-4" aria-label="Releases">
      <title>{`Releases · ${owner}/${repository.name}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Releases</h1>
        <Link
          to={refPaths.tags(owner, repository.name)}
          className="text-sm text-accent hover:underline"
        >
          Tags
        </Link>
        {manage && (
          <ButtonLink
            variant="primary"
            className="ml-auto"
            to={releasePaths.create(owner, repository.name)}
          >
            Draft a new release
          </ButtonLink>
        )}
      </div>
      {!releases.isSuccess ? (
        <ReadPlaceholder read={releases} what="the releases" />
      ) : visible.length === 0 ? (
        <p className="rounded-md border border-border p-8 text-center text-fg-muted">
          There are no releases yet.
        </p>
      ) : (
        visible.map(release => (
          <div key={release.id} className="flex flex-col gap-2">
            <ReleaseCard
              release={release}
              latest={release.id === latest?.id}
              actions={<ReleaseActions release={release} />}
            />
            <PendingAssetsApproval tag={release.tagName} />
          </div>
        ))
      )}
      {releases.hasNextPage && (
        <Button
          onClick={() => void releases.fetchNextPage()}
          disabled={releases.isFetchingNextPage}
        >
          {releases.isFetchingNextPage ? 'Loading…' : 'Older releases'}
        </Button>
      )}
    </section>
  )
}

/** `/{owner}/{repo}/releases/tag/{tag}`: one release; an unknown tag is a 404. */
export function ReleaseRoute() {
  const api = useApiEndpoint()
  const { tag = '' } = useParams()
  const { owner, repository } = useRepository()
  const { can } = useRepositoryAccess()
  const release = useQuery(releaseQuery(api, repository, tag))
  const signalNotFound = useSignalNotFound()
  const missing = release.data === null || (release.data?.draft === true && !can('manageReleases'))
  useEffect(() => {
    if (missing) signalNotFound()
  }, [missing, signalNotFound])

  if (!release.isSuccess) return <ReadPlaceholder read={release} what="the release" />
  if (!release.data || missing) return null
  const latestId = repository.releases.at(-1)?.id
  return (
    <section className="flex flex-col gap-3">
      <title>{`${release.data.name || tag} · ${owner}/${repository.name}`}</title>
      <nav className="text-sm">
        <Link
          to={releasePaths.list(owner, repository.name)}
          className="text-accent hover:underline"
        >
          Releases
        </Link>{' '}
        / <span className="font-mono">{tag}</span>
      </nav>
      <ReleaseCard
        release={release.data}
        latest={release.data.id === latestId && !release.data.draft && !release.data.preRelease}
        headingLevel={1}
        actions={<ReleaseActions release={release.data} />}
      />
      <PendingAssetsApproval tag={tag} />
    </section>
  )
}

/** `/{owner}/{repo}/releases/latest`: goes to the latest release, or to the list. */
export function LatestReleaseRoute() {
  const api = useApiEndpoint()
  const { owner, repository } = useRepository()
  const releases = useInfiniteQuery(releasesQuery(api, repository))
  if (releases.isPending) {
    return <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
  }
  const latest = latestRelease(releases.data?.pages.flatMap(page => page.items) ?? [])
  return (
    <Navigate
      replace
      to={
        latest
          ? releasePaths.tag(owner, repository.name, latest.tagName)
          : releasePaths.list(owner, repository.name)
      }
    />
  )
}
