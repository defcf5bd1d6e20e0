import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { QueryState } from './query-state.tsx'

function Height({ read }: { read: () => Promise<number> }) {
  const query = useQuery({ queryKey: ['height'], queryFn: read, retry: false })
  return (
    <QueryState query={query} what="the chain">
      {height => <p>Block {height}</p>}
    </QueryState>
  )
}

describe('QueryState', () => {
  it('says what it loads, shows a failure with a retry, then the data', async () => {
    const answers: { resolve: (height: number) => void; reject: (error: Error) => void }[] = []
    const read = () => new Promise<number>((resolve, reject) => answers.push({ resolve, reject }))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Height read={read} />
      </QueryClientProvider>,
    )
    expect(screen.getByText('Loading the chain…')).toBeTruthy()

    answers[0]?.reject(new Error('node unreachable'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the chain')
    expect(alert.textContent).toContain('node unreachable')

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    answers[1]?.resolve(42)
    expect(await screen.findByText('Block 42')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
