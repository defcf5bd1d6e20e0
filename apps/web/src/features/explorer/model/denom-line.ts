import type { DenomMetadata } from '@gitopia-client/chain'

/**
 * What a denomination's line says after its symbol: its name when that is not the symbol again,
 * its description when it says more than the symbol does. A description that only restates the
 * symbol (`The native token ATOM`: three words besides it) is a repeat and left out.
 */
export function denomExtras(denom: DenomMetadata): {
  name: string | null
  description: string | null
} {
  const symbol = denom.symbol || denom.display
  const name = denom.name && denom.name !== symbol ? denom.name : null
  const rest = denom.description
    .split(/\s+/)
    .filter(word => word !== '' && word !== symbol && word !== denom.name && word !== denom.base)
  return { name, description: rest.length > 3 ? denom.description : null }
}
