import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useWalletStore } from '../model/wallet-store.ts'
import { Amount, WalletBalance } from './balance-display.tsx'

afterEach(() => useWalletStore.setState({ balance: null, balanceStale: false }))

describe('WalletBalance', () => {
  it('keeps the last known balance after a failed read, marked stale until a read succeeds', () => {
    useWalletStore.setState({ balance: 10_500_000n, balanceStale: false })
    render(<WalletBalance />)
    expect(screen.getByTestId('wallet-balance').textContent).toBe('10.5 LORE')
    expect(screen.queryByRole('img', { name: /last known balance/ })).toBeNull()

    act(() => useWalletStore.setState({ balanceStale: true }))
    expect(screen.getByTestId('wallet-balance').textContent).toBe('10.5 LORE')
    expect(screen.getByRole('img', { name: /last known balance/ })).toBeTruthy()

    act(() => useWalletStore.setState({ balance: 20_000_000n, balanceStale: false }))
    expect(screen.getByTestId('wallet-balance').textContent).toBe('20 LORE')
    expect(screen.queryByRole('img', { name: /last known balance/ })).toBeNull()
  })

  it('says the balance is unavailable when no read has succeeded yet, never 0', () => {
    useWalletStore.setState({ balance: null, balanceStale: true })
    render(<WalletBalance testId="dashboard-balance" />)
    expect(screen.getByTestId('dashboard-balance').textContent).toBe('Balance unavailable')
  })
})

describe('Amount', () => {
  it('shows two decimals at most, the exact figure in its title, and no unit toggle', () => {
    render(<Amount value={994_971_893n} testId="amount" />)
    const amount = screen.getByTestId('amount')
    expect(amount.textContent).toBe('994.97 LORE')
    expect(amount.getAttribute('title')).toBe('994.971893 LORE')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
