import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { refQuery } from '../api/refs.ts'
import { CodeToolbar } from '../components/code/code-toolbar.tsx'
import { TreeView } from '../components/code/tree-view.tsx'
import { ContentError } from '../components/content-error.tsx'
import { LatestCommit } from '../components/code/latest-commit.tsx'
import { RepositorySidebar } from '../components/about/repository-sidebar.tsx'
import { BrowseContext } from '../model/browse-context.ts'
import { useRepository } from '../model/repository-context.ts'

// Only empty repositories show the quick setup: its chunk is not part of the page's first load.
const EmptyRepository = lazy(async () => ({
  default: (await import('../components/code/empty-repository.tsx')).EmptyRepository,
}))

/** `/{owner}/{repo}`: the default branch's tree and README, and facts about the repository. */
export function CodeHomeRoute() {
  const { owner, repository } = useRepository()
  const api = useApiEndpoint()
  const branch = repository.defaultBranch
  const head = useQuery({
    ...refQuery(api, owner, repository.name, 'branch', branch),
    enabled: branch !== '',
  })
  const title = <title>{`${owner}/${repository.name} · Gitopia`}</title>
  const empty = branch === '' || head.data === null

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {title}
      <div className="peer min-w-0">
        {empty ? (
          <Suspense
            fallback={<div aria-busy="true" className="h-40 rounded-md bg-canvas-subtle" />}
          >
            <EmptyRepository />
          </Suspense>
        ) : head.isError ? (
          <ContentError error={head.error} retry={() => void head.refetch()} />
        ) : !head.data ? (
          <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
        ) : (
          <BrowseContext
            value={{
              owner,
              repo: repository.name,
              repositoryId: repository.id,
              ref: { kind: 'branch', name: branch, sha: head.data, path: '' },
            }}
          >
            <TreeView
              path=""
              toolbar={
                <>
                  <CodeToolbar path="" view="tree" />
                  <LatestCommit />
                </>
              }
            />
          </BrowseContext>
        )}
      </div>
      {/* Under the code on a narrow screen, the facts wait until the tree and the README are
          drawn: shown at once, they would be pushed down the screen as those come in. */}
      <div className="max-lg:peer-has-[[aria-busy=true]]:hidden">
        <RepositorySidebar />
      </div>
    </div>
  )
}
