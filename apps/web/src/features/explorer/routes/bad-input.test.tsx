import { screen } from '@testing-library/react'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet()
// A route's code is transformed on its first import here, which takes a while on a busy machine.
const alert = () => screen.findByRole('alert', {}, { timeout: 15_000 })

describe('explorer pages given bad input', () => {
  it('a malformed transaction hash is named', async () => {
    renderApp('/tx/not-a-hash', test.devnet)
    expect((await alert()).textContent).toBe(
      '“not-a-hash” is not a transaction hash (64 hexadecimal characters).',
    )
  }, 30_000)

  it('a well-formed hash the node does not know says so', async () => {
    renderApp(`/tx/${'AB'.repeat(32)}`, test.devnet)
    expect((await alert()).textContent).toContain('This node knows no transaction with this hash')
  }, 30_000)

  it('a malformed address is named', async () => {
    renderApp('/account/gitopia1nope', test.devnet)
    expect((await alert()).textContent).toBe('“gitopia1nope” is not a valid Gitopia address.')
  }, 30_000)
})
