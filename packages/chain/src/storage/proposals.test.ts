import { describe, expect, it } from 'vitest'
import { pollForProposal } from './proposals.ts'

describe('pollForProposal', () => {
  it('asks until the proposal appears, treating failures as "not yet"', async () => {
    const answers: (() => Promise<{ id: string } | null>)[] = [
      () => Promise.resolve(null),
      () => Promise.reject(new Error('provider blip')),
      () => Promise.resolve({ id: '3' }),
    ]
    const attempts: number[] = []
    const found = await pollForProposal(() => answers.shift()?.() ?? Promise.resolve(null), {
      intervalMs: 1,
      onAttempt: n => attempts.push(n),
    })
    expect(found).toEqual({ id: '3' })
    expect(attempts).toEqual([1, 2, 3])
  })

  it('gives up with null when the time is over', async () => {
    expect(await pollForProposal(async () => null, { intervalMs: 5, timeoutMs: 20 })).toBeNull()
  })
})
