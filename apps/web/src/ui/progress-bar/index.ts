export { NavigationProgress } from './navigation-progress.tsx'
