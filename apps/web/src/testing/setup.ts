import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Files that share a worker (vitest.config.ts) share its window and module cache: each file starts
// from a blank page at the same address, with the app's modules imported afresh (module state such
// as the node pool or the wallet session never leaks from one file into the next).
vi.resetModules()
vi.unstubAllGlobals()
vi.useRealTimers()
// happy-dom's own control of the window (the app's types do not know it).
;(window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(
  'http://localhost:3000/',
)
document.head.replaceChildren()
document.body.replaceChildren()
localStorage.clear()
sessionStorage.clear()

// findBy and waitFor wait up to 5 s (not 1 s): a lazily imported chunk (the highlighter, a route)
// can take longer than a second to load when the machine is busy. A passing test waits no longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
