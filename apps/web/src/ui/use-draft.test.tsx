import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDraft } from './use-draft.ts'

describe('useDraft', () => {
  it('follows what the chain says until the field is edited, then keeps the edit', () => {
    const { result, rerender } = renderHook(({ source }) => useDraft(source), {
      initialProps: { source: 'saved name' },
    })
    expect(result.current[0]).toBe('saved name')
    rerender({ source: 'fresh name' })
    expect(result.current[0]).toBe('fresh name')

    act(() => result.current[1]('typed name'))
    rerender({ source: 'newer name' })
    expect(result.current[0]).toBe('typed name')
  })
})
