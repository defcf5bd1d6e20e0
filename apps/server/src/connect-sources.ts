import type { IbcRegistry } from './ibc/index.ts'

/** What the page may connect to, besides its own origin (the product site's `/api/ibc/*`). */
export interface ConnectTargets {
  /**
   * The configured network's nodes: REST and RPC, and the RPC's CometBFT websocket, which
   * announces new blocks to the inbox (docs/client-rules.md#inbox).
   */
  readonly nodes: readonly { readonly apiEndpoint: string; readonly rpcEndpoint: string }[]
  /** Counterparty chains the app offers for IBC, with the registry that names their nodes. */
  readonly ibc?: { readonly registry: IbcRegistry; readonly chains: readonly string[] }
  /** Storage provider base URLs known before the page loads (a devnet the server started). */
  readonly storageProviders?: readonly string[]
  /**
   * Sources for what is only known at run time: storage providers the chain lists as active
   * (their `api_url`) and custom nodes a user adds on the network page. Default `https:`; a
   * local devnet uses `http://127.0.0.1:*` (README "Security").
   */
  readonly runtime?: readonly string[]
}

function origin(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The websocket origin of an RPC endpoint: `ws://` for `http://`, `wss://` for `https://`. */
function socketOrigin(url: string): string | null {
  const source = origin(url)
  return source && source.replace(/^http/, 'ws')
}

/** `https:` origins, and `http:` ones on this computer (a devnet); null for any other. */
function secureOrLoopback(source: string | null): string | null {
  if (source === null) return null
  const { protocol, hostname } = new URL(source)
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
  return protocol === 'https:' || loopback ? source : null
}

/**
 * The `connect-src` sources for a deployment besides `'self'`, without duplicates: every
 * configured node and counterparty endpoint and every known storage provider by origin, then
 * the run-time sources.
 */
export function connectSources(targets: ConnectTargets): string[] {
  const sources: (string | null)[] = []
  for (const node of targets.nodes)
    sources.push(origin(node.apiEndpoint), origin(node.rpcEndpoint), socketOrigin(node.rpcEndpoint))
  for (const name of targets.ibc?.chains ?? []) {
    const apis = targets.ibc?.registry.chains.get(name)?.info.apis
    // Registry files are public data: a cleartext node is left out (the app skips it too).
    for (const endpoint of [...(apis?.rest ?? []), ...(apis?.rpc ?? [])])
      sources.push(secureOrLoopback(origin(endpoint.address)))
  }
  for (const provider of targets.storageProviders ?? []) sources.push(origin(provider))
  sources.push(...(targets.runtime ?? ['https:']))
  return [...new Set(sources.filter((source): source is string => source !== null))]
}
