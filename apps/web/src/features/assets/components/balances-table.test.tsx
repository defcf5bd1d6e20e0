import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BalancesTable } from './balances-table.tsx'

const lore = {
  denom: 'ulore',
  baseDenom: 'ulore',
  symbol: 'LORE',
  exponent: 6,
  name: 'LORE',
  logo: null,
  originChain: 'gitopia',
}

describe('BalancesTable', () => {
  it('names each asset once, with a letter where the registry has no logo, at two decimals', () => {
    render(
      <BalancesTable
        rows={[
          { asset: lore, amount: 994_971_893n },
          { asset: { ...lore, denom: 'uosmo', symbol: 'OSMO', name: 'Osmosis' }, amount: 5n },
        ]}
        loading={false}
        error={null}
        label="Gitopia balances"
      />,
    )
    const [loreRow, osmoRow] = screen.getAllByRole('row').slice(1)
    if (!loreRow || !osmoRow) throw new Error('two rows expected')
    // "LORE" once as the asset (its name repeats the symbol), once in the amount.
    expect(loreRow.textContent).toBe('LLORE994.97 LORE')
    expect(within(loreRow).getByTestId('avatar').textContent).toBe('L')
    expect(within(loreRow).getByTestId('asset-amount').getAttribute('title')).toBe(
      '994.971893 LORE',
    )
    expect(within(osmoRow).getByText('Osmosis')).toBeTruthy()
    expect(within(osmoRow).getByTestId('avatar').textContent).toBe('O')
    expect(within(osmoRow).getByTestId('asset-amount').textContent).toBe('< 0.01 OSMO')
  })
})
