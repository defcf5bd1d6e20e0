export { ThemeToggle } from './components/theme-toggle.tsx'
export { useTheme } from './theme-store.ts'
