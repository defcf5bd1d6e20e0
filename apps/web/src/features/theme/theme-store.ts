import { useSyncExternalStore } from 'react'

export type ThemePreference = 'light' | 'dark' | 'system'
export type Theme = 'light' | 'dark'

/** The key `early/theme-init.js` reads before first paint; keep the two in step. */
export const THEME_STORAGE_KEY = 'theme'

const listeners = new Set<() => void>()
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light'
  return preference
}

function currentTheme(): Theme {
  return resolveTheme(readPreference(), darkQuery().matches)
}

function apply(): void {
  document.documentElement.classList.toggle('dark', currentTheme() === 'dark')
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const query = darkQuery()
  query.addEventListener('change', apply)
  return () => {
    listeners.delete(listener)
    query.removeEventListener('change', apply)
  }
}

/** Remembers an explicit choice; 'system' forgets it and follows the operating system again. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  apply()
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light')
}
