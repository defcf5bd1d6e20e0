export { createSeedRepositories, createSeedRepository } from './create.ts'
export {
  demoRepositories,
  scaleRepository,
  helloWorldSpec,
  helloWorldForkSpec,
  hostileSpec,
} from './demo.ts'
export type * from './spec.ts'
