import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toBech32 } from '@cosmjs/encoding'
import { devnetNetwork } from '@gitopia-client/chain'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startNodePool } from '@/features/network/index.ts'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { showSignedIn, showSignedOut, unlockRequested } from '@/testing/wallet-state.ts'
import { ViewerVote } from '../routes/proposal-route.tsx'
import { DepositDialog } from './deposit-dialog.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet()
const { alice } = DEMO_ACCOUNTS
// An address the chain has never seen: it stakes nothing.
const STRANGER = toBech32('gitopia', new Uint8Array(20).fill(7))

beforeAll(() => {
  const { restUrl, rpcUrl, chainId } = test.devnet
  startNodePool(devnetNetwork(restUrl, rpcUrl, chainId))
})
afterEach(showSignedOut)

describe('governance, before anything is signed', () => {
  it('a deposit is prefilled with what is missing, and one over the balance is refused', async () => {
    showSignedIn('alice', alice.address, 10_000_000n)
    const onClose = vi.fn()
    render(
      <DepositDialog
        open
        onClose={onClose}
        account={{ address: alice.address, name: 'alice', kind: 'local', unlocked: false }}
        proposalId="1"
        missing={10_000_000n}
      />,
      { wrapper: AppWrapper },
    )
    const amount = screen.getByLabelText<HTMLInputElement>('Amount (LORE)')
    expect(amount.value).toBe('10')
    await userEvent.clear(amount)
    await userEvent.type(amount, '99999999')
    act(() => screen.getByRole('button', { name: 'Deposit' }).click())
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That is more than your balance of 10 LORE',
    )
    // No password asked: nothing went to be signed, and the dialog stays with what was typed.
    expect(unlockRequested()).toBe(false)
    expect(onClose).not.toHaveBeenCalled()
    expect(amount.value).toBe('99999999')
  }, 30_000)

  it('an account with nothing staked is told why it cannot vote; a staker sees its power', async () => {
    const view = render(<ViewerVote proposalId="1" address={STRANGER} onVote={() => undefined} />, {
      wrapper: AppWrapper,
    })
    const region = screen.getByRole('region', { name: 'Your vote' })
    expect(
      await screen.findByText(
        'You have no voting power: on this chain votes are weighed by LORE staked with validators, and this account has none staked.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(region.querySelector('button')).toBeNull()
    view.unmount()

    // The devnet's genesis stakes 200 LORE of alice's.
    render(<ViewerVote proposalId="1" address={alice.address} onVote={() => undefined} />, {
      wrapper: AppWrapper,
    })
    expect(
      await screen.findByText('Your voting power: 200 LORE staked', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByText(/You have no voting power/)).toBeNull()
  }, 30_000)
})
