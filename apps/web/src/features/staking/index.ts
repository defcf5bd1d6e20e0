/** The staking feature's public API: the account page shows an address's delegations. */
export { AccountDelegations } from './components/account-delegations.tsx'
