import type { IbcAsset } from './amounts.ts'
import {
  denomOfTrace,
  firstHopChannel,
  ibcDenomHash,
  TRANSFER_PORT,
  type DenomTrace,
} from './denom.ts'
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
 * Names a balance's denom: the holding chain's own asset list first (its `ibc/…` entries are
 * bound to their hash by the registry); an `ibc/…` voucher through its denom trace, only when
 * the trace hashes to the denom (a node may answer any trace) and the token came in one hop over
 * a channel the registry knows, from the chain whose asset list has the base denom. Anyone can
 * open a channel and call a token `uosmo`: anything else is "Unknown IBC token (base via path)".
 * Never returns a bare hash as the name.
 */
export function describeDenom(
  denom: string,
  trace: DenomTrace | null,
  context: NamingContext,
): IbcAsset {
  const own = context.assetLists.get(context.chainName)?.assets.find(a => a.base === denom)
  if (own) return assetFromRegistry(own, context.chainName, denom)
  const hash = ibcDenomHash(denom)
  if (trace && hash && ibcDenomHash(denomOfTrace(trace)) === hash) {
    const channel = firstHopChannel(trace)
    const origin = channel ? context.channels.get(channel) : undefined
    const single = trace.path === `${TRANSFER_PORT}/${channel}`
    const fromOrigin =
      origin && single ? findAsset(context.assetLists.get(origin), trace.baseDenom) : undefined
    if (fromOrigin && origin) return assetFromRegistry(fromOrigin, origin, denom)
    return {
      denom,
      baseDenom: trace.baseDenom,
      symbol: `${trace.baseDenom} via ${trace.path}`,
      exponent: 0,
      name: `Unknown IBC token (${trace.baseDenom} via ${trace.path})`,
      logo: null,
      originChain: 'unknown',
    }
  }
  return {
    denom,
    baseDenom: denom,
    symbol: hash ? `IBC token ${hash.slice(0, 6)}` : denom,
    exponent: 0,
    name: hash ? `Unknown IBC token ${hash.slice(0, 6)}…${hash.slice(-4)}` : denom,
    logo: null,
    originChain: hash ? 'unknown' : context.chainName,
  }
}

/**
 * Makes every symbol in a list unique (a transfer form's asset choice): when two assets share
 * one, each is followed by its denom, so a look-alike can never pass for the real token.
 */
export function withDistinctSymbols<T extends { readonly asset: IbcAsset }>(
  rows: readonly T[],
): T[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.asset.symbol, (counts.get(row.asset.symbol) ?? 0) + 1)
  return rows.map(row =>
    (counts.get(row.asset.symbol) ?? 0) > 1
      ? { ...row, asset: { ...row.asset, symbol: `${row.asset.symbol} (${row.asset.denom})` } }
      : row,
  )
}
