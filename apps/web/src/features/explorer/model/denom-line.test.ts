import { describe, expect, it } from 'vitest'
import { denomExtras } from './denom-line.ts'

const atom = {
  base: 'uatom',
  display: 'atom',
  symbol: 'ATOM',
  name: 'ATOM',
  description: 'The native token ATOM',
  decimals: 6,
}

describe('denomExtras', () => {
  it('leaves out a name or description that only repeats the symbol', () => {
    expect(denomExtras(atom)).toEqual({ name: null, description: null })
  })

  it('keeps a real name and a description that says more', () => {
    expect(
      denomExtras({
        ...atom,
        name: 'Cosmos Hub Atom',
        description: 'The native staking and governance token of the Cosmos Hub.',
      }),
    ).toEqual({
      name: 'Cosmos Hub Atom',
      description: 'The native staking and governance token of the Cosmos Hub.',
    })
  })
})
