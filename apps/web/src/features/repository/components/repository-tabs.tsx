import { NavLink, useLocation } from 'react-router'
import { useRepositoryAccess } from '../api/access.ts'
import { activeTab, repositoryTabs } from '../model/tabs.ts'

export function RepositoryTabs({ owner, name }: { owner: string; name: string }) {
  // `/{owner}/{repo}/{tab segment}/…`: neither name can contain a slash.
  const segment = useLocation().pathname.split('/')[3] ?? ''
  const current = activeTab(segment)
  // Settings only for those who may change some (as on GitHub); its page says why otherwise.
  const { can } = useRepositoryAccess()
  const mayConfigure = can('updateDescription') || can('rename') || can('toggleArchived')
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
          </NavLink>
        ))}
    </nav>
  )
}
