import { runInNewContext } from 'node:vm'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import themeInit from '../../../early/theme-init.js?raw'
import { ThemeToggle } from './index.ts'

/** The operating system's colour scheme, as `matchMedia('(prefers-color-scheme: dark)')` tells it. */
function systemScheme(dark: boolean) {
  const query = Object.assign(new EventTarget(), { matches: dark, media: '' })
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList)
  return {
    change(nextDark: boolean) {
      query.matches = nextDark
      act(() => {
        query.dispatchEvent(new Event('change'))
      })
    },
  }
}

/** A fresh page load: the script in index.html sets the theme before the app renders. */
function load() {
  document.documentElement.className = ''
  runInNewContext(themeInit, {
    window,
    document,
    localStorage,
    matchMedia: (query: string) => window.matchMedia(query),
  })
  return render(<ThemeToggle />)
}

const dark = () => document.documentElement.classList.contains('dark')

describe('the theme', () => {
  beforeEach(() => {
    localStorage.clear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    document.documentElement.className = ''
  })

  it.each([
    ['follows a dark system and remembers a light choice over a reload', true, 'light'],
    ['follows a light system and remembers a dark choice over a reload', false, 'dark'],
  ] as const)('%s', (_, systemDark, chosen) => {
    const other = chosen === 'dark' ? 'light' : 'dark'
    systemScheme(systemDark)
    const page = load()
    expect(dark()).toBe(systemDark)

    act(() => screen.getByRole('button', { name: `Switch to ${chosen} theme` }).click())
    expect(dark()).toBe(chosen === 'dark')

    page.unmount()
    load()
    expect(dark()).toBe(chosen === 'dark')
    expect(screen.getByRole('button', { name: `Switch to ${other} theme` })).toBeTruthy()
  })

  it('without a choice, follows the system when it changes', () => {
    const system = systemScheme(false)
    load()
    expect(dark()).toBe(false)
    system.change(true)
    expect(dark()).toBe(true)
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy()
  })
})
