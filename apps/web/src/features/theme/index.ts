export { ThemeToggle } from './components/theme-toggle.tsx'
export { setThemePreference, useTheme, type Theme, type ThemePreference } from './theme-store.ts'
