import { Link, useMatches } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'

const PANEL_ID = 'new-menu'

/** The repository the page shows, if any: only the repository route has both parameters. */
function useCurrentRepository(): { owner: string; repo: string } | null {
  const match = useMatches().find(m => m.params.owner && m.params.repo)
  const { owner, repo } = match?.params ?? {}
  return owner && repo ? { owner, repo } : null
}

function hide() {
  const panel = document.getElementById(PANEL_ID)
  if (panel?.matches(':popover-open')) panel.hidePopover()
}

const itemClass = 'flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-canvas-subtle'

/** The header's "New" menu: what a person can start from anywhere, and on a repository. */
export function NewMenu() {
  const repository = useCurrentRepository()
  const items = [
    { label: 'New repository', to: paths.newRepository.href() },
    { label: 'New DAO', to: paths.newDao.href() },
    ...(repository
      ? [
          {
            label: 'New issue',
            to: paths.repositoryNewIssue.href(repository.owner, repository.repo),
          },
          {
            label: 'New pull request',
            to: paths.repositoryCompare.href(repository.owner, repository.repo),
          },
        ]
      : []),
  ]
  return (
    <>
      <Button popoverTarget={PANEL_ID} aria-haspopup="true" className="min-h-11 px-3">
        <span aria-hidden="true">+</span> New
      </Button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="region"
        aria-label="Create new"
        className="m-0 mt-2 w-56 rounded-lg border border-border bg-canvas p-2 text-fg shadow-lg [position-area:bottom_span-left]"
      >
        <ul className="flex flex-col">
          {items.map(item => (
            <li key={item.label}>
              <Link to={item.to} className={itemClass} onClick={hide}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
