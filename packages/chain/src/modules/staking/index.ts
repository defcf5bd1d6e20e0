export * from './msgs.ts'
export * from './reads.ts'
export { stakingAminoConverters } from './amino.ts'
