import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { showSignedIn, showSignedOut } from '@/testing/wallet-state.ts'
import { WalletPanel } from './wallet-panel.tsx'

const ADDRESS = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'

afterEach(showSignedOut)

describe('WalletPanel', () => {
  it('names the account once, with its address once and a button to copy it', () => {
    showSignedIn('alice', ADDRESS, 994_971_893n)
    render(<WalletPanel hidePanel={() => undefined} openDialog={() => undefined} />, {
      wrapper: AppWrapper,
    })
    const chip = screen.getByTestId('account-chip')
    expect(within(chip).getByText('alice')).toBeTruthy()
    expect(within(chip).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    // The address appears once, whole; no shortened copy of it beside.
    const panel = document.body.textContent ?? ''
    expect(panel.split(ADDRESS).length - 1).toBe(1)
    expect(panel).not.toMatch(/gitopia1rkyl\.\.\./)
    expect(screen.getByTestId('wallet-balance').textContent).toBe('994.97 LORE')
  })

  it('prices gas in LORE, as the fee of a typical transaction, never in ulore', () => {
    showSignedIn('alice', ADDRESS)
    render(<WalletPanel hidePanel={() => undefined} openDialog={() => undefined} />, {
      wrapper: AppWrapper,
    })
    const options = within(screen.getByLabelText('Gas price'))
      .getAllByRole('option')
      .map(option => option.textContent)
    expect(options).toEqual([
      'Default (0.0002 LORE)',
      'Low (0.00024 LORE)',
      'Average (0.00032 LORE)',
      'High (0.00048 LORE)',
    ])
    expect(document.body.textContent).not.toMatch(/ulore/)
  })
})
