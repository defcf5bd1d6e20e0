// Public API of the issues feature: its routes (pages load lazily) and the pieces pull request
// pages share (labels, people pickers, the list page).

export { ListRow } from './components/list-row.tsx'
export { TriageSidebar } from './components/issue-sidebar.tsx'
export { LinkedItems } from './components/sidebar-parts.tsx'

export { useViewerAccess } from './api/access.ts'
export { useLinkedSummaries } from './api/linked.ts'

export { TrackerListPage } from './components/tracker-list-page.tsx'
export { useOpenItem } from './api/open-item.ts'

export { issuesKeys } from './api/issues.ts'
