import type { Release } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useParams, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useRepository } from '@/features/repository/index.ts'
import { ReadPlaceholder } from '@/ui/read-placeholder.tsx'
import { NoAccess } from '../components/no-access.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { releaseQuery } from './api.ts'
import { ReleaseForm } from './release-form.tsx'

/** `/{owner}/{repo}/releases/new` (optionally `?tag=`). */
export function NewReleaseRoute() {
  const { owner, repository } = useRepository()
  const [search] = useSearchParams()
  const { can, loading } = useRepositoryAccess()
  return (
    <section className="flex flex-col gap-4">
      <title>{`New release · ${owner}/${repository.name}`}</title>
      <h1 className="text-lg font-semibold">New release</h1>
      {loading ? null : can('manageReleases') ? (
        <ReleaseForm release={null} initialTag={search.get('tag') ?? ''} />
      ) : (
        <NoAccess what="create releases" permission="WRITE" />
      )}
    </section>
  )
}

/** `/{owner}/{repo}/releases/edit/{tag}`. */
export function EditReleaseRoute() {
  const api = useApiEndpoint()
  const { tag = '' } = useParams()
  const { owner, repository } = useRepository()
  const { can, loading } = useRepositoryAccess()
  const release = useQuery(releaseQuery(api, repository, tag))
  return (
    <section className="flex flex-col gap-4">
      <title>{`Edit release ${tag} · ${owner}/${repository.name}`}</title>
      <h1 className="text-lg font-semibold">Edit release</h1>
      {loading ? null : !can('manageReleases') ? (
        <NoAccess what="edit releases" permission="WRITE" />
      ) : !release.isSuccess ? (
        <ReadPlaceholder read={release} what="the release" />
      ) : release.data === null ? (
        <p className="text-fg-muted">There is no release for the tag {tag}.</p>
      ) : (
        <ReleaseForm
          key={release.data.id}
          release={release.data satisfies Release}
          initialTag={tag}
        />
      )}
    </section>
  )
}
