import type { InboxAccount } from './inbox-entry.ts'

/** Whose inbox, on which chain, read through which endpoints. */
export interface InboxSource extends InboxAccount {
  readonly chainId: string
  /**
   * The RPC endpoint whose `/websocket` announces blocks, or null to poll instead (a node the
   * page's connect-src does not list: a custom one).
   */
  readonly socket: string | null
}
