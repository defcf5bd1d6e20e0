export { HomeDashboard } from './components/home-dashboard.tsx'
export { DaoDashboard } from './components/dao-dashboard.tsx'
export { Landing } from './components/landing.tsx'
export { DaoProposalPage } from './components/dao-proposal-page.tsx'
