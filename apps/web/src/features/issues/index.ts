// Public API of the issues feature: its routes (pages load lazily) and the pieces pull request
// pages share (labels, people pickers, list filters).
export { issueRoutes } from './routes.tsx'
export { LabelBadge } from './components/label-badge.tsx'
export { TriageSidebar, type TriageItem } from './components/issue-sidebar.tsx'
export { LabelChecklist } from './components/label-checklist.tsx'
export { AssigneePicker, resolveUser } from './components/assignee-picker.tsx'
export { useViewerAccess, type ViewerAccess } from './api/access.ts'
export {
  parseFilters,
  serializeFilters,
  toChainFilters,
  withFilters,
  DEFAULT_FILTERS,
  type IssueListFilters,
} from './model/list-filters.ts'
export { Pager } from './components/pager.tsx'
export { SearchFilter } from './components/filter-bar.tsx'
