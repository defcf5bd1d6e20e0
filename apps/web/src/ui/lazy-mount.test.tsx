import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LazyMount } from './lazy-mount.tsx'

function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
}

describe('LazyMount', () => {
  it('mounts nothing until first needed, then keeps its children and their state', () => {
    const view = (when: boolean) => (
      <LazyMount when={when}>
        <Counter />
      </LazyMount>
    )
    const { rerender } = render(view(false))
    expect(screen.queryByRole('button')).toBeNull()
    rerender(view(true))
    screen.getByRole('button', { name: 'Clicked 0' }).click()
    rerender(view(false))
    expect(screen.getByRole('button').textContent).toBe('Clicked 1')
  })
})
