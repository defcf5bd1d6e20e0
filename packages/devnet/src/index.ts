export { startDevnet } from './node.ts'
export { devnetEndpoints } from './endpoints.ts'

export { isSeedName, SEEDS } from './seed/apply.ts'
export * from './seed/demo-world.ts'
export * from './registry/index.ts'
