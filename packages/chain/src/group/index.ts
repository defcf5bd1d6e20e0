export * from './msgs.ts'
export * from './outcome.ts'
export * from './votes.ts'
export * from './dao.ts'
