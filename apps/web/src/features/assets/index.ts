/** IBC assets and transfers: routes only; other features link to it through `paths`. */
export { assetsRoutes } from './routes.tsx'
