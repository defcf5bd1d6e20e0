/** Chain governance (x/gov): routes only; other features link to it through `paths`. */
export { governanceRoutes } from './routes.tsx'
