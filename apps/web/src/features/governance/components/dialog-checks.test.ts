import { describe, expect, it } from 'vitest'
import { splitWeights } from './vote-dialog.tsx'

describe('governance dialog checks (before anything is signed)', () => {
  it('a weighted vote must add up to 100 % in whole percentages', () => {
    expect(splitWeights({ YES: '70', NO: '30', ABSTAIN: '', NO_WITH_VETO: '' })).toEqual([
      { option: 'YES', weight: '0.7' },
      { option: 'NO', weight: '0.3' },
    ])
    expect(splitWeights({ YES: '70', NO: '20', ABSTAIN: '', NO_WITH_VETO: '' })).toBe(
      'The split adds up to 90%, not 100%',
    )
    expect(splitWeights({ YES: '50.5', NO: '49.5', ABSTAIN: '', NO_WITH_VETO: '' })).toBe(
      'Use whole percentages',
    )
  })
})
