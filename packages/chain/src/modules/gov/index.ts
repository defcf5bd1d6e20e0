export * from './queries.ts'
export * from './messages.ts'
export * from './outcome.ts'
// Quorum and voting power are counted in bonded tokens: the proposal pages read them beside gov's.
export * from '../staking/queries.ts'
