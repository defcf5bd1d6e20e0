import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy and waitFor wait up to 5 s (not 1 s): a lazily imported chunk (the highlighter, a route)
// can take longer than a second to load when the machine is busy. A passing test waits no longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
