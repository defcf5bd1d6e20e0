export * from './msgs.ts'
export * from './reads.ts'
export { distributionAminoConverters } from './amino.ts'
