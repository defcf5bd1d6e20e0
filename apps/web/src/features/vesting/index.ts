/** The vesting feature's public API: the account page shows a team member's vesting. */
export { TeamVesting } from './components/team-vesting.tsx'
