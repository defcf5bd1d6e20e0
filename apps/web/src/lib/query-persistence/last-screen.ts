import { MAX_AGE_MS } from './limits.ts'

/**
 * The last screen of each page, kept for the next visit (docs/performance.md, "Return visits"):
 * `early/last-screen.js` shows it, inert, before the app's code has run, and takes it away once
 * the app has drawn the page. Kept with what decides whose data it shows (the build, the runtime
 * configuration, the wallet the app restores), which that script compares before showing it.
 */
export const LAST_SCREEN_KEY = 'lastScreen'
/** A screen larger than this (a long highlighted file, say) is not kept. */
const MAX_SCREEN_CHARS = 200_000
/** All screens together; the least recently saved go first. */
const MAX_TOTAL_CHARS = 1_000_000
const MAX_SCREENS = 8
/**
 * The localStorage entries the app restores the active account from at start
 * (features/wallet/model/saved-wallets.ts): with the configuration, they decide the scope.
 */
const ACCOUNT_KEYS = ['wallets', 'lastWallet']

export interface LastScreens {
  /** The entry script's URL: the build that drew the screens. */
  readonly build: string
  /** `scopeFingerprint()` when they were drawn. */
  readonly fingerprint: string
  /** The scope of the saved answers (`<chain id>/<account>`) they show. */
  readonly scope: string
  /** By path and query. */
  readonly screens: Record<string, { readonly html: string; readonly savedAt: number }>
}

/** The entry script's URL, or null (no built entry, as in unit tests without one). */
export function entryScript(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null
}

/**
 * A hash (FNV-1a, 32 bits) of the runtime configuration and the account entries; last-screen.js
 * computes the same, so any change to what decides the scope hides the screens.
 */
export function scopeFingerprint(): string {
  const parts = [document.getElementById('app-config')?.textContent ?? '']
  for (const key of ACCOUNT_KEYS) parts.push(localStorage.getItem(key) ?? '')
  const text = parts.join('\n')
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16)
}

export function readLastScreens(): LastScreens | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_SCREEN_KEY) ?? 'null') as LastScreens | null
  } catch {
    return null
  }
}

/**
 * Keeps what `#root` shows now as this page's last screen for `scope`. Not while a screen is
 * loading (a placeholder would replace a complete one) or while the saved one is still shown.
 */
export function saveLastScreen(scope: string, now = Date.now()): void {
  const root = document.getElementById('root')
  const build = entryScript()
  if (!root || !build || document.getElementById('last-screen')) return
  if (!root.querySelector('main') || root.querySelector('[aria-busy="true"]')) return
  const html = picture(root)
  if (html.length > MAX_SCREEN_CHARS) return
  const fingerprint = scopeFingerprint()
  const saved = readLastScreens()
  const same = saved?.build === build && saved.fingerprint === fingerprint && saved.scope === scope
  const screens = Object.entries(same ? saved.screens : {}).filter(
    ([path, screen]) =>
      path !== location.pathname + location.search && now - screen.savedAt <= MAX_AGE_MS,
  )
  screens.unshift([location.pathname + location.search, { html, savedAt: now }])
  screens.sort((a, b) => b[1].savedAt - a[1].savedAt)
  let total = 0
  const kept = screens.slice(0, MAX_SCREENS).filter(([, screen]) => {
    total += screen.html.length
    return total <= MAX_TOTAL_CHARS
  })
  const value: LastScreens = { build, fingerprint, scope, screens: Object.fromEntries(kept) }
  try {
    localStorage.setItem(LAST_SCREEN_KEY, JSON.stringify(value))
  } catch {
    // Over the origin's quota: no screens rather than stale ones.
    localStorage.removeItem(LAST_SCREEN_KEY)
    return
  }
}

/** What stays on screen after a reload, not dialogs or toasts. */
const TRANSIENT = 'dialog, [role="dialog"], [role="alertdialog"], [aria-live]'

/**
 * The markup of `root` as a picture: without what would not be there after a reload, without what
 * was typed into it, and without ids and test ids, which the app (getElementById, aria references) and its tests look up and
 * must find only in the live page while both are in the document (a test id is kept renamed).
 */
function picture(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  for (const element of copy.querySelectorAll(TRANSIENT)) element.remove()
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id')
  for (const element of copy.querySelectorAll<HTMLElement>('[data-testid]')) {
    element.dataset.savedTestid = element.dataset.testid
    delete element.dataset.testid
  }
  // What was typed is no part of the picture: React copies a controlled input's value into its
  // `value` attribute, and a password or a draft must not sit in localStorage.
  for (const field of copy.querySelectorAll('input, textarea, select')) {
    field.removeAttribute('value')
    if (field instanceof HTMLTextAreaElement) field.textContent = ''
  }
  return copy.innerHTML
}

/**
 * Takes the saved screen away at once if it was drawn for another scope than the app restored
 * (last-screen.js compares a fingerprint of what decides the scope; this compares the scope).
 */
export function checkShownScreen(scope: string): void {
  const shown = document.getElementById('last-screen')
  if (!shown || readLastScreens()?.scope === scope) return
  shown.remove()
  document.getElementById('root')?.style.removeProperty('visibility')
}
