import { afterEach, describe, expect, it, vi } from 'vitest'
import { claimFromFaucet, FaucetRefused } from './faucet.ts'

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }))

afterEach(() => vi.restoreAllMocks())

describe('claimFromFaucet', () => {
  it('sends the address and mode and returns the tx hash', async () => {
    const fetch = answer(200, { txhash: 'AB12' })
    expect(await claimFromFaucet('http://faucet.test/claim', 'gitopia1x', 'grant')).toBe('AB12')
    expect(fetch).toHaveBeenCalledWith(
      'http://faucet.test/claim',
      expect.objectContaining({ method: 'POST', body: '{"address":"gitopia1x","mode":"grant"}' }),
    )
  })

  it("passes on the faucet's own reason for a refusal, such as its per-address limit", async () => {
    answer(429, { code: 8, message: 'try again in 42 s.' })
    const refused = claimFromFaucet('http://faucet.test/claim', 'gitopia1x', 'tokens')
    await expect(refused).rejects.toThrow(new FaucetRefused(429, 'try again in 42 s.'))
  })

  it('says what happened when the faucet gives no reason or cannot be reached', async () => {
    answer(502, 'Bad gateway')
    await expect(claimFromFaucet('http://f.test', 'gitopia1x', 'tokens')).rejects.toThrow(
      'The faucet answered 502.',
    )
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(claimFromFaucet('http://f.test', 'gitopia1x', 'tokens')).rejects.toThrow(
      'The faucet cannot be reached. Try again later.',
    )
  })
})
