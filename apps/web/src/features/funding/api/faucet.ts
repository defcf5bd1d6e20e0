import * as z from 'zod/mini'

/** What a faucet hands out: tokens, or a fee allowance that pays the first transactions. */
export type FaucetMode = 'tokens' | 'grant'

const granted = z.object({ txhash: z.string() })
const refusal = z.object({ message: z.string().check(z.minLength(1)) })

/** A faucet's refusal, with its reason as the faucet words it (e.g. a per-address limit). */
export class FaucetRefused extends Error {
  override readonly name = 'FaucetRefused'
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason)
  }
}

/**
 * Asks the network's faucet (`POST {url} {address, mode}`, docs/protocol.md "Faucet") for LORE or
 * a fee grant; resolves with the transaction hash once the faucet reports it committed.
 */
export async function claimFromFaucet(
  url: string,
  address: string,
  mode: FaucetMode,
): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address, mode }),
    })
  } catch {
    throw new FaucetRefused(0, 'The faucet cannot be reached. Try again later.')
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const reason = refusal.safeParse(body)
    throw new FaucetRefused(
      response.status,
      reason.success ? reason.data.message : `The faucet answered ${response.status}.`,
    )
  }
  const parsed = granted.safeParse(body)
  if (!parsed.success) throw new FaucetRefused(response.status, 'The faucet answered nonsense.')
  return parsed.data.txhash
}
