export * from './reads.ts'
export * from './msgs.ts'
export * from './outcome.ts'
