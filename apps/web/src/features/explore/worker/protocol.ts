import type { NodePoolSeed } from '@gitopia-client/chain/nodes'
import type { BuildProgress } from '../model/build-index.ts'
import type { ExploreQuery, ExploreResults } from '../model/search-index.ts'

/** Messages to the explore worker. */
export type ToWorker =
  /** `nodes`: the worker reads through a node pool of its own (failover), seeded by the page's. */
  /**
   * `chainId` keys the stored index: every network on an origin reads through the same pool
   * endpoint, so the endpoint alone would show one network's index on another.
   */
  | {
      readonly type: 'open'
      readonly api: string
      readonly chainId: string
      readonly nodes?: NodePoolSeed
    }
  | { readonly type: 'refresh' }
  | { readonly type: 'search'; readonly id: number; readonly query: ExploreQuery }

export type IndexState =
  | { readonly state: 'empty' }
  | { readonly state: 'building'; readonly progress: BuildProgress }
  | {
      readonly state: 'ready'
      readonly owners: number
      readonly repositories: number
      /** How long the last build or refresh took. */
      readonly buildMs: number
      /** Bumped on every change, so cached results are read again. */
      readonly version: number
      /** Whether a refresh is running over the (usable) index. */
      readonly refreshing: boolean
    }
  | { readonly state: 'failed'; readonly message: string; readonly version: number }

/** Messages from the explore worker. */
export type FromWorker =
  | { readonly type: 'status'; readonly status: IndexState }
  | { readonly type: 'results'; readonly id: number; readonly results: ExploreResults }
