// Public API of the issues feature: its routes (pages load lazily) and the pieces pull request
// pages share (labels, people pickers, list filters).

export { ListRow } from './components/list-row.tsx'
export { TriageSidebar } from './components/issue-sidebar.tsx'
export { LinkedItems } from './components/sidebar-parts.tsx'

export { useViewerAccess } from './api/access.ts'
export { useLinkedSummaries } from './api/linked.ts'

export { Pager } from './components/pager.tsx'
export { FilterBar, SearchFilter } from './components/filter-bar.tsx'
export {
  DEFAULT_FILTERS,
  parseFilters,
  serializeFilters,
  toChainFilters,
  withFilters,
  type IssueListFilters,
} from './model/list-filters.ts'

export { issuesKeys } from './api/issues.ts'
