export { HomeDashboard } from './components/home-dashboard.tsx'
export { DaoDashboard } from './components/dao-dashboard.tsx'
export { Landing } from './components/landing.tsx'
export type { SignedInAccount } from './model/use-dashboards.ts'
export type { DashboardEntry } from './model/dashboard-entries.ts'
export { dashboardEntries, currentDashboard } from './model/dashboard-entries.ts'
export {
  CURRENT_DASHBOARD_KEY,
  loadRememberedDashboard,
  rememberDashboard,
} from './model/remembered-dashboard.ts'
