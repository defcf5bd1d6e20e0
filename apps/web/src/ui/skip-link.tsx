import type { MouseEvent } from 'react'

const MAIN_ID = 'main-content'

/** The props of the element a skip link jumps to: focusable by script, not by Tab. */
export const skipTarget = { id: MAIN_ID, tabIndex: -1 } as const

/**
 * The first stop of the Tab order: hidden until focused, it moves the focus past the header to
 * the page's content. It focuses the target itself rather than changing the URL's hash, which
 * the router would take for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_ID)
    if (!target) return
    event.preventDefault()
    target.focus()
    target.scrollIntoView()
  }
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-canvas px-3 py-2 text-sm font-semibold text-accent shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to content
    </a>
  )
}
