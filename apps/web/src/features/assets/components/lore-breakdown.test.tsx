import { render, screen } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it } from 'vitest'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { LoreBreakdown } from './lore-breakdown.tsx'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet()

describe('LoreBreakdown', () => {
  it('shows the spendable LORE, the LORE at stake and the rewards, as the chain counts them', async () => {
    // The devnet's genesis stakes 200 LORE of alice's with a validator.
    render(
      <LoreBreakdown
        api={test.devnet.restUrl}
        address={DEMO_ACCOUNTS.alice.address}
        available={12_345_678n}
      />,
      { wrapper: AppWrapper },
    )
    expect(screen.getByTestId('lore-available').textContent).toBe('12.34 LORE')
    expect((await screen.findByTestId('lore-staked')).textContent).toBe('200 LORE')
    expect(screen.getByTestId('lore-rewards').textContent).toMatch(/^(< )?\d+(\.\d{1,2})? LORE$/)
    expect(screen.getByRole('link', { name: 'Staking' }).getAttribute('href')).toBe('/staking')
  })
})
