import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet, useParams } from 'react-router'
import { isNotFoundError } from '@gitopia-client/chain/gitopia'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'
import { Button } from '@/ui/button.tsx'
import { isPossibleOwner, repositoryQuery } from '../api/repository.ts'
import { RepositoryContext } from '../model/repository-context.ts'
import { ForkButton } from './fork/fork-button.tsx'
import { RepositoryHeader } from './repository-header.tsx'
import { RepositoryTabs } from './repository-tabs.tsx'

/**
 * The frame of every repository page: resolves `/{owner}/{repo}` on chain, shows the header and
 * the tabs, and renders the page of the current tab. Unknown owners and repositories are 404s.
 */
export function RepositoryLayout() {
  const { owner = '', repo = '' } = useParams()
  const api = useApiEndpoint()
  // A name the chain could never have accepted needs no lookup to be a 404.
  const possible = isPossibleOwner(owner)
  const query = useQuery({ ...repositoryQuery(api, owner, repo), enabled: possible })
  const signalNotFound = useSignalNotFound()
  const notFound = !possible || (query.isError && isNotFoundError(query.error))

  useEffect(() => {
    if (notFound) signalNotFound()
  }, [notFound, signalNotFound])

  if (notFound) return null
  if (query.isError) {
    return (
      <section role="alert" className="flex flex-col items-start gap-3 py-12">
        <title>{`${owner}/${repo} · Gitopia`}</title>
        <h1 className="text-xl font-semibold">The repository could not be loaded</h1>
        <p className="text-fg-muted">{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </section>
    )
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <div className="h-7 w-64 animate-pulse rounded bg-canvas-subtle" />
        <div className="h-9 w-full animate-pulse rounded bg-canvas-subtle" />
      </div>
    )
  }
  const repository = query.data
  return (
    <RepositoryContext value={{ owner, name: repo, repository }}>
      <div className="flex flex-col gap-4">
        <RepositoryHeader owner={owner} repository={repository} actions={<ForkButton />} />
        <RepositoryTabs owner={owner} name={repository.name} />
        <Outlet />
      </div>
    </RepositoryContext>
  )
}
