import { countOpen } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { NavLink, useLocation } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useRepositoryAccess } from '../api/access.ts'
import { repositoryKeys } from '../api/keys.ts'
import { activeTab, repositoryTabs } from '../model/tabs.ts'
import { useRepository } from '../model/repository-context.ts'

/** Open issues or pull requests, for the tab's counter (as GitHub and Gitea show them). */
function useOpenCount(kind: 'issue' | 'pull') {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  return useQuery({
    queryKey: repositoryKeys.openCount(api, repository.id, kind),
    queryFn: ({ signal }) =>
      countOpen(api, repository.ownerAddress, repository.name, kind, { signal }),
    staleTime: 15_000,
  }).data
}

export function RepositoryTabs({ owner, name }: { owner: string; name: string }) {
  // `/{owner}/{repo}/{tab segment}/…`: neither name can contain a slash.
  const segment = useLocation().pathname.split('/')[3] ?? ''
  const current = activeTab(segment)
  // Settings only for those who may change some (as on GitHub); its page says why otherwise.
  const { can } = useRepositoryAccess()
  const mayConfigure = can('updateDescription') || can('rename') || can('toggleArchived')
  const counts: Partial<Record<string, number | undefined>> = {
    issues: useOpenCount('issue'),
    pulls: useOpenCount('pull'),
  }
  return (
    <nav aria-label="Repository" className="flex gap-1 overflow-x-auto border-b border-border">
      {repositoryTabs
        .filter(tab => tab.id !== 'settings' || mayConfigure || current === 'settings')
        .map(tab => (
          <NavLink
            key={tab.id}
            to={tab.href(owner, name)}
            aria-current={tab.id === current ? 'page' : undefined}
            // Inset focus ring: the scrolling tab bar would clip one drawn outside the tab.
            className={`-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap focus-visible:-outline-offset-2 ${
              tab.id === current
                ? 'border-accent font-semibold'
                : 'border-transparent text-fg-muted hover:text-fg'
            }`}
          >
            {tab.label}
            {counts[tab.id] !== undefined && (
              <>
                {' '}
                <span
                  className="ml-1 rounded-full bg-canvas-subtle px-1.5 text-xs text-fg-muted"
                  data-testid={`${tab.id}-count`}
                >
                  {counts[tab.id]}
                </span>
              </>
            )}
          </NavLink>
        ))}
    </nav>
  )
}
