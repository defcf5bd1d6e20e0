import type { StackUrls } from '../fixtures.ts'
import { GOV_VOTING_PERIOD_S } from '../stack.ts'

/**
 * Moves the Gitopia chain's clock `seconds` ahead through the devnet's clock control (README
 * "Fault controls") and commits a block at the new time: a voting period ends at once instead of
 * after the test waited for it.
 */
export async function advanceChainClock(
  stack: Pick<StackUrls, 'rest' | 'control'>,
  seconds: number,
): Promise<void> {
  const info = (await (
    await fetch(`${stack.rest}/cosmos/base/tendermint/v1beta1/node_info`)
  ).json()) as { default_node_info: { network: string } }
  const answer = await fetch(`${stack.control}/advance`, {
    method: 'POST',
    body: JSON.stringify({ chainId: info.default_node_info.network, seconds }),
  })
  if (!answer.ok) throw new Error(`clock control answered ${answer.status}: ${await answer.text()}`)
}

/** Ends every chain governance vote that is open now. */
export const endGovVoting = (stack: Pick<StackUrls, 'rest' | 'control'>) =>
  advanceChainClock(stack, GOV_VOTING_PERIOD_S + 1)
