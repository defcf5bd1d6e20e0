export { createSeedRepositories, createSeedRepository } from './create.ts'
export {
  demoRepositories,
  scaleRepository,
  helloWorldSpec,
  helloWorldForkSpec,
  hostileSpec,
  daoToolsSpec,
} from './demo.ts'
export type * from './spec.ts'
