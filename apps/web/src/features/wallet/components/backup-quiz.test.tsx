import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BackupQuiz, pickQuizPositions } from './backup-quiz.tsx'

const words = 'one two three four five six seven eight nine ten eleven twelve'.split(' ')

describe('pickQuizPositions', () => {
  it('picks distinct, sorted positions inside the phrase', () => {
    let seed = 0.7
    const positions = pickQuizPositions(24, 3, () => (seed = (seed * 7.13) % 1))
    expect(new Set(positions).size).toBe(3)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(positions.every(p => p >= 0 && p < 24)).toBe(true)
  })
})

describe('BackupQuiz', () => {
  it('names the wrong word and confirms only when every answer matches', async () => {
    const user = userEvent.setup()
    const onConfirmed = vi.fn()
    render(
      <BackupQuiz words={words} positions={[1, 4]} onConfirmed={onConfirmed} onBack={vi.fn()} />,
    )
    await user.type(screen.getByLabelText('Word #2'), 'two')
    await user.type(screen.getByLabelText('Word #5'), 'fiv')
    await user.click(screen.getByRole('button', { name: 'Confirm backup' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Word #5 does not match your recovery phrase',
    )
    expect(onConfirmed).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Word #5'), 'e')
    await user.click(screen.getByRole('button', { name: 'Confirm backup' }))
    expect(onConfirmed).toHaveBeenCalledOnce()
  })
})
