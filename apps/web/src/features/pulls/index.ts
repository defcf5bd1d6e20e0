// Public API of the pulls feature: its routes (pages load lazily).
export { pullRoutes } from './routes.tsx'
