import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import lastScreenScript from '../../../early/last-screen.js?raw'
import {
  checkShownScreen,
  LAST_SCREEN_KEY,
  readLastScreens,
  saveLastScreen,
} from './last-screen.ts'
import { SAVED_AT_PREFIX } from './limits.ts'

const SCOPE = 'gitopia-devnet/gitopia1alice'
const ENTRY = '/assets/index-abc.js'

// The entry script tag is only read, never run: happy-dom need not try to load it.
;(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true

/** A page as index.html serves it: the configuration, the entry script and an empty #root. */
function servePage(entry = ENTRY, config = '{"network":"devnet"}') {
  document.head.innerHTML = `<script type="application/json" id="app-config">${config}</script><script type="module" src="${entry}"></script>`
  document.body.innerHTML = '<div id="root"></div>'
}

/** What the app draws into #root: a page inside <main>. */
function drawPage(content: string) {
  document.getElementById('root')!.innerHTML =
    `<div><header>Gitopia</header><main><div>${content}</div></main></div>`
}

/** A new load of the page: last-screen.js runs before the app's code, as index.html has it inline. */
function reload(entry = ENTRY, config?: string) {
  servePage(entry, config)
  runInNewContext(lastScreenScript, {
    document,
    localStorage,
    location,
    setInterval,
    clearInterval,
  })
}

const shown = () => document.getElementById('last-screen')
const root = () => document.getElementById('root')!

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('lastWallet', '"alice"')
  localStorage.setItem(SAVED_AT_PREFIX + SCOPE, String(Date.now()))
  history.replaceState(null, '', '/alice/hello-world/issues')
  servePage()
})

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('the last screen', () => {
  it('shows on the next visit before the app has drawn anything, as a picture, until the page is ready', async () => {
    drawPage(
      '<a href="/alice/hello-world/issues/1" id="issue-1" data-testid="issue-row">Seen on the first visit</a><div role="dialog">Unlock</div>',
    )
    saveLastScreen(SCOPE)

    reload()
    expect(shown()?.textContent).toContain('Seen on the first visit')
    // No dialog left open, and nothing the app or its tests look up by id.
    expect(shown()?.textContent).not.toContain('Unlock')
    expect(shown()?.querySelector('[id], [data-testid]')).toBeNull()
    expect(shown()?.hasAttribute('inert')).toBe(true)
    expect(shown()?.getAttribute('aria-hidden')).toBe('true')
    expect(root().style.visibility).toBe('hidden')

    // The app's page, still loading a section: the saved screen stays.
    drawPage('<div aria-busy="true"></div>')
    await new Promise(resolve => setTimeout(resolve, 100))
    expect(shown()).not.toBeNull()

    drawPage('<a href="/alice/hello-world/issues/1">Seen on the first visit</a> and since')
    await expect.poll(shown).toBeNull()
    expect(root().style.visibility).toBe('')
    expect(root().textContent).toContain('and since')
  })

  it('keeps nothing that was typed', () => {
    drawPage(
      '<form><input type="password" value="correct horse battery"><input value="draft title"><textarea>draft body</textarea></form>',
    )
    saveLastScreen(SCOPE)
    const html = readLastScreens()?.screens['/alice/hello-world/issues']?.html ?? ''
    expect(html).toContain('<form>')
    expect(html).not.toContain('correct horse')
    expect(html).not.toContain('draft')
  })

  it('is not shown for another wallet, configuration, build or page, or without saved answers', () => {
    drawPage('Alice’s page')
    saveLastScreen(SCOPE)
    const showsAfter = (change: () => void, entry?: string, config?: string) => {
      const saved: Record<string, string> = { ...localStorage }
      change()
      reload(entry, config)
      const result = shown() !== null
      localStorage.clear()
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value)
      history.replaceState(null, '', '/alice/hello-world/issues')
      return result
    }
    expect(showsAfter(() => undefined)).toBe(true)
    expect(showsAfter(() => localStorage.setItem('lastWallet', '"bob"'))).toBe(false)
    expect(showsAfter(() => localStorage.setItem('wallets', '[]'))).toBe(false)
    expect(showsAfter(() => undefined, '/assets/index-def.js')).toBe(false)
    expect(showsAfter(() => undefined, ENTRY, '{"network":"mainnet"}')).toBe(false)
    expect(showsAfter(() => history.replaceState(null, '', '/alice/hello-world'))).toBe(false)
    expect(showsAfter(() => localStorage.removeItem(SAVED_AT_PREFIX + SCOPE))).toBe(false)
  })

  it('goes at once when the app restores another scope than the one it was drawn for', () => {
    drawPage('Alice’s page')
    saveLastScreen(SCOPE)
    reload()
    checkShownScreen(SCOPE)
    expect(shown()).not.toBeNull()
    checkShownScreen('gitopia-devnet/signed-out')
    expect(shown()).toBeNull()
    expect(root().style.visibility).toBe('')
  })

  it('is not saved while the page loads, is too large, or the saved one is shown', () => {
    drawPage('<div aria-busy="true"></div>')
    saveLastScreen(SCOPE)
    expect(localStorage.getItem(LAST_SCREEN_KEY)).toBeNull()
    drawPage('x'.repeat(250_000))
    saveLastScreen(SCOPE)
    expect(localStorage.getItem(LAST_SCREEN_KEY)).toBeNull()

    drawPage('Complete')
    saveLastScreen(SCOPE)
    reload()
    drawPage('<div aria-busy="true"></div>')
    saveLastScreen(SCOPE)
    expect(readLastScreens()?.screens['/alice/hello-world/issues']?.html).toContain('Complete')
  })

  it('keeps the eight most recently seen pages', () => {
    for (let page = 0; page < 10; page++) {
      history.replaceState(null, '', `/alice/repo-${page}`)
      drawPage(`Repository ${page}`)
      saveLastScreen(SCOPE, Date.now() + page)
    }
    const paths = Object.keys(readLastScreens()?.screens ?? {})
    expect(paths).toHaveLength(8)
    expect(paths).not.toContain('/alice/repo-0')
    expect(paths).not.toContain('/alice/repo-1')
    expect(paths).toContain('/alice/repo-9')
  })
})
