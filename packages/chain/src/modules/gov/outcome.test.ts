import { describe, expect, it } from 'vitest'
import { govOutcome } from './outcome.ts'

const params = { quorum: '0.334', threshold: '0.5', vetoThreshold: '0.334' }
const tally = (yes: number, no: number, abstain: number, noWithVeto: number) => ({
  yes: BigInt(yes),
  no: BigInt(no),
  abstain: BigInt(abstain),
  noWithVeto: BigInt(noWithVeto),
})

describe('govOutcome', () => {
  it('says why a proposal would fail or pass', () => {
    expect(govOutcome(tally(0, 0, 0, 0), 800n, params).reason).toBe('no-votes')
    expect(govOutcome(tally(200, 0, 0, 0), 800n, params)).toMatchObject({
      reason: 'quorum',
      turnout: 0.25,
    })
    expect(govOutcome(tally(0, 0, 400, 0), 800n, params).reason).toBe('all-abstain')
    expect(govOutcome(tally(200, 0, 0, 200), 800n, params)).toMatchObject({
      reason: 'veto',
      burnsDeposit: true,
      vetoShare: 0.5,
    })
    expect(govOutcome(tally(200, 200, 0, 0), 800n, params).reason).toBe('threshold')
    expect(govOutcome(tally(400, 0, 100, 0), 800n, params)).toMatchObject({
      reason: 'passes',
      yesShare: 1,
    })
  })
})
