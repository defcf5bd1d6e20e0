import type { StackUrls } from '../fixtures.ts'
import { GOV_VOTING_PERIOD_S } from '../stack.ts'

/**
 * Moves the Gitopia chain's clock `seconds` ahead and commits `blocks` blocks at once (the first at
 * the new time) through the devnet's clock control (README "Fault controls"): a voting period or
 * a storage challenge's deadline ends at once instead of after the test waited for it, and the
 * chain's every-N-blocks work (a round of storage challenges) happens without waiting for blocks.
 * Answers the new height and block time.
 */
export async function advanceChain(
  stack: Pick<StackUrls, 'rest' | 'control'>,
  { seconds = 0, blocks = 1 }: { seconds?: number; blocks?: number },
): Promise<{ height: bigint; time: Date }> {
  const info = (await (
    await fetch(`${stack.rest}/cosmos/base/tendermint/v1beta1/node_info`)
  ).json()) as { default_node_info: { network: string } }
  const answer = await fetch(`${stack.control}/advance`, {
    method: 'POST',
    body: JSON.stringify({ chainId: info.default_node_info.network, seconds, blocks }),
  })
  if (!answer.ok) throw new Error(`clock control answered ${answer.status}: ${await answer.text()}`)
  const block = (await answer.json()) as { height: string; time: string }
  return { height: BigInt(block.height), time: new Date(block.time) }
}

/** Moves the Gitopia chain's clock `seconds` ahead and commits a block at the new time. */
export async function advanceChainClock(
  stack: Pick<StackUrls, 'rest' | 'control'>,
  seconds: number,
): Promise<void> {
  await advanceChain(stack, { seconds })
}

/** Ends every chain governance vote that is open now. */
export const endGovVoting = (stack: Pick<StackUrls, 'rest' | 'control'>) =>
  advanceChainClock(stack, GOV_VOTING_PERIOD_S + 1)
