import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { adoptRead, createQueryClient } from './query-client.ts'

describe('adoptRead', () => {
  it('gives a page that mounts before the answer the read in flight, not a second read', async () => {
    const queryClient = createQueryClient()
    let answer = (_: string) => undefined as void
    const early = new Promise<string>(resolve => (answer = resolve))
    const pageRead = vi.fn(() => Promise.resolve('read again'))
    const options = { queryKey: ['issue', 1] as const, queryFn: pageRead, staleTime: 15_000 }
    adoptRead(queryClient, options, early)

    const observer = new QueryObserver(queryClient, options)
    const seen: (string | undefined)[] = []
    const unsubscribe = observer.subscribe(result => seen.push(result.data))
    answer('from the loader')
    await vi.waitFor(() => expect(seen).toContain('from the loader'))
    expect(pageRead).not.toHaveBeenCalled()

    // A later refetch is the page's own read.
    await observer.refetch()
    expect(pageRead).toHaveBeenCalledTimes(1)
    expect(observer.getCurrentResult().data).toBe('read again')
    unsubscribe()
  })

  it('keeps fresh data already in the cache', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['issue', 2], 'cached')
    adoptRead(
      queryClient,
      { queryKey: ['issue', 2] as const, staleTime: 15_000 },
      Promise.resolve('newer'),
    )
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(queryClient.getQueryData(['issue', 2])).toBe('cached')
  })
})
