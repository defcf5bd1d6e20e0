import { act, screen, waitFor } from '@testing-library/react'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet()
// A route's code is transformed on its first import here, which takes a while on a busy machine.
const oops = () => screen.findByRole('heading', { level: 1, name: 'Oops!' }, { timeout: 15_000 })

describe('the 404 page', () => {
  it('shows its exact texts for an unknown route, and GO TO HOME leaves it', async () => {
    const { router } = renderApp('/this/page/does/not/exist', test.devnet)
    await oops()
    expect(screen.getByText('Looks like the page you’re looking for doesn’t exist')).toBeTruthy()
    expect(screen.getByText(/episode of its favourite series/)).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Error - 404'))

    act(() => screen.getByRole('link', { name: 'GO TO HOME' }).click())
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(document.title).not.toBe('Error - 404'))
    expect(screen.queryByRole('heading', { name: 'Oops!' })).toBeNull()
  })

  it('a page signals 404: a name the chain cannot hold at once, an unknown DAO after the chain says so', async () => {
    const { router } = renderApp('/daos/x/dashboard', test.devnet)
    await oops()
    expect(screen.queryByRole('heading', { name: 'x' })).toBeNull()

    // The signal resets on the next route change, and a well-formed unknown name signals again.
    await act(() => router.navigate('/home'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Oops!' })).toBeNull())
    await act(() => router.navigate('/daos/no-such-dao/dashboard'))
    await oops()
  })
})
