/**
 * Pages for the people building the app (the component gallery): in development and e2e builds
 * and tests, never in the production build, where Vite writes the mode in and the pages' code,
 * chunk included, is dropped.
 */
export const DEVELOPER_PAGES = import.meta.env.MODE !== 'production'
