// The remembered theme, else the system's, before first paint: a dark page never flashes white.
// Inline in index.html (build/inline-early-scripts.ts); features/theme/theme-store.ts keeps the key.
{
  let stored
  try {
    stored = localStorage.theme
  } catch {}
  document.documentElement.classList.toggle(
    'dark',
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches),
  )
}
