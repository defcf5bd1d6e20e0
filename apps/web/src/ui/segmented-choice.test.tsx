import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { choices } from '@/testing/choices.ts'
import { SegmentedChoice } from './segmented-choice.tsx'

function DiffMode() {
  const [mode, setMode] = useState<'unified' | 'split' | 'words'>('unified')
  return (
    <>
      <SegmentedChoice
        label="Diff view"
        options={{ unified: 'Unified', split: 'Split', words: 'Words' }}
        value={mode}
        onChange={setMode}
      />
      <p>Showing {mode}</p>
    </>
  )
}

const segments = () => choices('radio', 'aria-checked')

describe('SegmentedChoice', () => {
  it('shows the options in order with the current one checked, and a click chooses', () => {
    render(<DiffMode />)
    expect(screen.getByRole('radiogroup', { name: 'Diff view' })).toBeTruthy()
    expect(segments()).toEqual({ options: ['Unified', 'Split', 'Words'], chosen: ['Unified'] })
    fireEvent.click(screen.getByRole('radio', { name: 'Split' }))
    expect(segments().chosen).toEqual(['Split'])
    expect(screen.getByText('Showing split')).toBeTruthy()
  })

  it('is one Tab stop, and the arrow keys choose and focus the next or previous option', () => {
    render(<DiffMode />)
    const radios = screen.getAllByRole('radio')
    expect(radios.map(radio => radio.tabIndex)).toEqual([0, -1, -1])
    radios[0]?.focus()
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowRight' })
    expect(segments().chosen).toEqual(['Split'])
    expect(document.activeElement?.textContent).toBe('Split')
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' })
    expect(segments().chosen).toEqual(['Words'])
    expect(document.activeElement?.textContent).toBe('Words')
    expect(screen.getAllByRole('radio').map(radio => radio.tabIndex)).toEqual([-1, -1, 0])
  })
})
