import { render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoaded } from './lazy-routes.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

function Page({ load }: { load: () => Promise<() => ReactNode> }) {
  const show = useLoaded(load)
  return show ? show() : <p>Loading…</p>
}

describe('useLoaded', () => {
  it('shows what it loaded once it is in', async () => {
    const load = () => Promise.resolve(() => <p>Sections</p>)
    render(<Page load={load} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(await screen.findByText('Sections')).toBeTruthy()
  })

  it('shows a page opened again at its first render', async () => {
    const load = () => Promise.resolve(() => <p>Sections</p>)
    const first = render(<Page load={load} />)
    await screen.findByText('Sections')
    first.unmount()
    render(<Page load={load} />)
    expect(screen.getByText('Sections')).toBeTruthy()
  })

  it('throws a failed load to the error boundary', async () => {
    const load = () => Promise.reject(new Error('chunk missing'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Boundary>
        <Page load={load} />
      </Boundary>,
    )
    expect(await screen.findByText('Failed: chunk missing')).toBeTruthy()
  })
})
