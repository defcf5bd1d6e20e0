import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
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

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter(radio => radio.getAttribute('aria-checked') === 'true')
    .map(radio => radio.textContent)

describe('SegmentedChoice', () => {
  it('shows the options in order with the current one checked, and a click chooses', () => {
    render(<DiffMode />)
    expect(screen.getByRole('radiogroup', { name: 'Diff view' })).toBeTruthy()
    expect(screen.getAllByRole('radio').map(radio => radio.textContent)).toEqual([
      'Unified',
      'Split',
      'Words',
    ])
    expect(checked()).toEqual(['Unified'])
    fireEvent.click(screen.getByRole('radio', { name: 'Split' }))
    expect(checked()).toEqual(['Split'])
    expect(screen.getByText('Showing split')).toBeTruthy()
  })

  it('is one Tab stop, and the arrow keys choose and focus the next or previous option', () => {
    render(<DiffMode />)
    const radios = screen.getAllByRole('radio')
    expect(radios.map(radio => radio.tabIndex)).toEqual([0, -1, -1])
    radios[0]?.focus()
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowRight' })
    expect(checked()).toEqual(['Split'])
    expect(document.activeElement?.textContent).toBe('Split')
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' })
    expect(checked()).toEqual(['Words'])
    expect(document.activeElement?.textContent).toBe('Words')
    expect(screen.getAllByRole('radio').map(radio => radio.tabIndex)).toEqual([-1, -1, 0])
  })
})
