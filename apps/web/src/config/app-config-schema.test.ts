import { devnetNetwork } from '@gitopia-client/chain'
import { describe, expect, it } from 'vitest'
import { appConfigSchema } from './app-config-schema.ts'

describe('app config: ibc', () => {
  it('offers no counterparty chain when the host names none', () => {
    const parsed = appConfigSchema.parse({ network: devnetNetwork() })
    expect(parsed.ibc.chains).toEqual([])
  })

  it('keeps the counterparty chains the host names', () => {
    const parsed = appConfigSchema.parse({
      network: devnetNetwork(),
      ibc: { chains: ['osmosis', 'cosmoshub'] },
    })
    expect(parsed.ibc.chains).toEqual(['osmosis', 'cosmoshub'])
  })

  it('refuses a chain name the /api/ibc routes would not take', () => {
    const parsed = appConfigSchema.safeParse({
      network: devnetNetwork(),
      ibc: { chains: ['../osmosis'] },
    })
    expect(parsed.success).toBe(false)
  })
})
