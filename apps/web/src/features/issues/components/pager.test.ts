import { describe, expect, it } from 'vitest'
import { pageNumbers } from './pager.tsx'

describe('page numbers', () => {
  it('shows the ends, the neighbours and gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10])
  })
})
