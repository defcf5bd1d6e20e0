import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { requiredContext } from './repository-context.ts'

const [PageContext, usePage] = requiredContext<{ title: string }>('usePage needs a PageContext')

function Title() {
  return <h1>{usePage().title}</h1>
}

describe('requiredContext', () => {
  it('hands readers the value of the nearest provider', () => {
    render(
      <PageContext value={{ title: 'Outer' }}>
        <PageContext value={{ title: 'Inner' }}>
          <Title />
        </PageContext>
      </PageContext>,
    )
    expect(screen.getByRole('heading').textContent).toBe('Inner')
  })

  it('refuses a reader outside any provider, saying what is missing', () => {
    // React logs the render error it rethrows; keep the test output to the assertion.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Title />)).toThrow('usePage needs a PageContext')
  })
})
