import type { Registry } from '@cosmjs/proto-signing'
import type { ChainEndpoints, NodeFrontend } from './http/node-frontends.ts'
import type { DevnetProvider } from './providers/start.ts'
import type { SeedName } from './seed/apply.ts'
import type { Fault } from './http/fault-state.ts'

export interface DevnetOptions {
  /** Data directory; created when missing. */
  readonly home: string
  /** 0 picks a free port. */
  readonly restPort: number
  readonly rpcPort: number
  readonly chainId: string
  readonly blockTimeMs: number
  /** A genesis file; when absent the home's genesis (or the default one) is used. */
  readonly genesisFile?: string | undefined
  /** Minimum gas price in ulore (default 0.001, the chain's). */
  readonly minGasPrice?: number
  /** One port per storage provider (0 = free port); default two providers on free ports. */
  readonly providerPorts?: readonly number[]
  /** Seed data created at the first start of a fresh home (default none). */
  readonly seed?: SeedName
  /**
   * Storage challenges every this many blocks (default 0: off). Keep it the same for a home: the
   * block log replays txs, and answers refer to challenges by id.
   */
  readonly challengeIntervalBlocks?: number
  /** x/gov voting period in seconds (default: the genesis's, else 300). Keep it the same for a home. */
  readonly govVotingPeriodSeconds?: number
  /** x/staking unbonding time in seconds (default 21 days, the chain's). Keep it the same for a home. */
  readonly unbondingSeconds?: number
  /** How long a provider has to answer a challenge (default: 10 blocks, at least 10 s). */
  readonly challengePeriodMs?: number
  /** Node front-ends over the chain (default 1); node N on restPort/rpcPort + N − 1. */
  readonly nodes?: number
  /**
   * `all`: also run the Osmosis- and Cosmos-Hub-like counterparty chains with their channels and a
   * relayer (README "IBC"); default `none`.
   */
  readonly counterparties?: 'all' | 'none'
}

/**
 * A counterparty chain as callers see it; every node front-end is listed in its registry file, with
 * the fault target `<chainName>-node-N`.
 */
export interface DevnetCounterparty extends ChainEndpoints {
  readonly chainId: string
  readonly chainName: string
  readonly prefix: string
  readonly denom: string
}

/** The devnet: its node front-ends in order ("Devnet node 1" …), each with its fault target `node-N`. */
export interface Devnet extends ChainEndpoints<NodeFrontend> {
  readonly chainId: string
  readonly home: string
  readonly registry: Registry
  /** The devnet's storage providers, registered on chain as active with their `api_url`. */
  readonly providers: readonly DevnetProvider[]
  /** The counterparty chains (empty with `counterparties: 'none'`). */
  readonly counterparties: readonly DevnetCounterparty[]
  /** Loopback-only fault control: `GET`/`POST` (see README "Fault controls"). */
  readonly controlUrl: string
  /** Sets latency, error rate or down for `node-N`, `rest`/`rpc` (all nodes) or `provider-N`. */
  setFault(target: string, fault: Fault): void
  /** Clears every fault. */
  resetFaults(): void
  /** Resolves when the providers have finished reacting to the blocks so far (merges, proposals). */
  providersIdle(): Promise<void>
  /** How long seeding took at this start (0 when nothing was seeded). */
  readonly seedDurationMs: number
  /** Produces a block now (tests use it instead of waiting for the interval). */
  produceBlock(): void
  close(): Promise<void>
}
