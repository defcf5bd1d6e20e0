import type { IbcAsset } from './amounts.ts'
import { firstHopChannel, ibcDenomHash, type DenomTrace } from './denom.ts'
import { assetFromRegistry, type RegistryAssetList } from './registry.ts'

export interface NamingContext {
  /** The registry name of the chain holding the denom (`gitopia`, `osmosis`). */
  readonly chainName: string
  /** Asset lists by chain name: the holding chain's and its counterparties'. */
  readonly assetLists: ReadonlyMap<string, RegistryAssetList>
  /** The holding chain's transfer channels → the chain on the other end. */
  readonly channels: ReadonlyMap<string, string>
}

function findAsset(list: RegistryAssetList | undefined, base: string) {
  return list?.assets.find(
    asset => asset.base === base || asset.denom_units.some(unit => unit.aliases?.includes(base)),
  )
}

/**
 * Names a balance's denom: the holding chain's own asset list first; an `ibc/…` voucher through
 * its denom trace (the first hop's channel tells the origin chain, whose asset list has the
 * symbol, decimals and logo). Never returns a bare hash as the name.
 */
export function describeDenom(
  denom: string,
  trace: DenomTrace | null,
  context: NamingContext,
): IbcAsset {
  const own = context.assetLists.get(context.chainName)?.assets.find(a => a.base === denom)
  if (own) return assetFromRegistry(own, context.chainName, denom)
  if (trace) {
    const channel = firstHopChannel(trace)
    const origin = channel ? context.channels.get(channel) : undefined
    const single = trace.path.split('/').length === 2
    const fromOrigin =
      origin && single ? findAsset(context.assetLists.get(origin), trace.baseDenom) : undefined
    if (fromOrigin && origin) return assetFromRegistry(fromOrigin, origin, denom)
    for (const [name, list] of context.assetLists) {
      const found = list.assets.find(a => a.base === trace.baseDenom)
      if (found) return { ...assetFromRegistry(found, name, denom), originChain: origin ?? name }
    }
    return {
      denom,
      baseDenom: trace.baseDenom,
      symbol: trace.baseDenom,
      exponent: 0,
      name: `${trace.baseDenom} via ${trace.path}`,
      logo: null,
      originChain: origin ?? 'unknown',
    }
  }
  const hash = ibcDenomHash(denom)
  return {
    denom,
    baseDenom: denom,
    symbol: hash ? 'IBC token' : denom,
    exponent: 0,
    name: hash ? `Unknown IBC token ${hash.slice(0, 6)}…${hash.slice(-4)}` : denom,
    logo: null,
    originChain: hash ? 'unknown' : context.chainName,
  }
}
