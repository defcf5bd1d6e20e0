import { describe, expect, it } from 'vitest'
import { reviewData, useReviewRequest } from './review-request.ts'

const ALICE = 'gitopia1alice'
const PAYLOAD = { action: 'git-push', repositoryId: '3' }

describe('review before an off-chain signature', () => {
  it('a local key waits for the sheet: Reject fails with "Transaction rejected"', async () => {
    const review = reviewData({ kind: 'local', address: ALICE }, PAYLOAD)
    const pending = useReviewRequest.getState().pending
    expect(pending?.content).toEqual({ kind: 'data', signer: ALICE, payload: PAYLOAD })
    pending?.reject()
    await expect(review).rejects.toThrow(/^Transaction rejected$/)
    expect(useReviewRequest.getState().pending).toBeNull()
  })

  it('Confirm lets the signature go ahead', async () => {
    const review = reviewData({ kind: 'local', address: ALICE }, PAYLOAD)
    useReviewRequest.getState().pending?.confirm()
    await expect(review).resolves.toBeUndefined()
  })

  it('a Ledger or Keplr shows its own screen: no sheet', async () => {
    await expect(reviewData({ kind: 'ledger', address: ALICE }, PAYLOAD)).resolves.toBeUndefined()
    await expect(reviewData({ kind: 'keplr', address: ALICE }, PAYLOAD)).resolves.toBeUndefined()
    expect(useReviewRequest.getState().pending).toBeNull()
  })
})
