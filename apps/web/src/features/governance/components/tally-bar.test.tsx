import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TallyBar } from './tally-bar.tsx'

const tally = { yes: 250n, no: 0n, noWithVeto: 0n, abstain: 0n }

describe('TallyBar', () => {
  it('says what the bar measures, labels each segment and the quorum mark', () => {
    // All votes yes, a quarter of the bonded tokens voting, quorum at 33.4%.
    render(<TallyBar tally={tally} bonded={1000n} quorum={0.334} />)
    expect(screen.getByText(/share of all bonded tokens \(turnout 25%\)/)).toBeTruthy()
    expect(screen.getByTitle('Yes: 25% of bonded tokens')).toBeTruthy()
    expect(screen.getByTestId('quorum-label').textContent).toBe('Quorum 33.4%')
    expect(screen.getByTestId('quorum-label').style.left).toBe('33.4%')
    expect(screen.getByTestId('quorum-mark').style.left).toBe('33.4%')
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /Yes 100%.*turnout 25%, quorum 33.4%$/,
    )
    const legend = screen.getByRole('list', { name: 'Tally by option' })
    expect(legend.textContent).toContain('Yes 100% of votes (25% of bonded)')
  })

  it('keeps the list rows to the bar alone', () => {
    render(<TallyBar tally={tally} bonded={1000n} compact />)
    expect(screen.queryByTestId('quorum-label')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
