import * as z from 'zod/mini'
import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { coin, list, text, u64, type Coin } from '../modules/gitopia/wire.ts'
import { mapItems, pageResponse, toPage, type Page } from '../modules/gitopia/paging.ts'
import { getLogPage, storageGet, time, toDate, type NetworkListOptions } from './network-http.ts'
import { safeProviderUrl } from './provider-url.ts'

/**
 * The storage network as the chain's storage module reports it: providers with stake, liveness
 * and rewards, challenges, violations, stats and params (docs/protocol.md, storage module).
 */

const optionalCount = z.optional(z.union([u64, z.number()]))
const toCount = (value: string | number | undefined) => (value === undefined ? null : Number(value))

const providerRecord = z.object({
  creator: z.string(),
  id: u64,
  api_url: text,
  moniker: text,
  join_time: time,
  status: text,
  jailed: z._default(z.boolean(), false),
  jail_until: time,
  consecutive_proof_faults: optionalCount,
  total_challenges: optionalCount,
  successful_challenges: optionalCount,
  consecutive_failures: optionalCount,
  consecutive_liveness_faults: optionalCount,
  last_liveness_check: z.optional(time),
})

export interface NetworkProvider {
  readonly address: string
  readonly id: string
  readonly moniker: string
  /** As written on chain; shown as text only. */
  readonly apiUrl: string
  /** The API URL when it is safe to link to and fetch from, else null. */
  readonly safeApiUrl: string | null
  readonly joinedAt: Date | null
  readonly bonded: boolean
  readonly jailed: boolean
  readonly jailUntil: Date | null
  readonly consecutiveProofFaults: number
  /** v6 counters; null when the node does not report them. */
  readonly totalChallenges: number | null
  readonly successfulChallenges: number | null
  readonly consecutiveFailures: number | null
  readonly consecutiveLivenessFaults: number | null
  readonly lastLivenessCheck: Date | null
}

function toNetworkProvider(wire: z.output<typeof providerRecord>): NetworkProvider {
  return {
    address: wire.creator,
    id: wire.id,
    moniker: wire.moniker,
    apiUrl: wire.api_url,
    safeApiUrl: safeProviderUrl(wire.api_url),
    joinedAt: toDate(wire.join_time),
    // release-v6's ProviderStatus; gitopia-js 3.0.0 (a later v6) names it BondStatus.
    bonded: wire.status === 'PROVIDER_STATUS_ACTIVE' || wire.status === 'BOND_STATUS_BONDED',
    jailed: wire.jailed,
    jailUntil: toDate(wire.jail_until),
    consecutiveProofFaults: toCount(wire.consecutive_proof_faults) ?? 0,
    totalChallenges: toCount(wire.total_challenges),
    successfulChallenges: toCount(wire.successful_challenges),
    consecutiveFailures: toCount(wire.consecutive_failures),
    consecutiveLivenessFaults: toCount(wire.consecutive_liveness_faults),
    lastLivenessCheck: toDate(wire.last_liveness_check ?? null),
  }
}

const providersResponse = z.object({ providers: list(providerRecord), pagination: pageResponse })

/** Every registered provider (`which`: all, active, or jailed). */
export async function listNetworkProviders(
  api: string,
  which: 'all' | 'active' | 'jailed',
  options?: NetworkListOptions,
): Promise<Page<NetworkProvider>> {
  const path = { all: 'providers', active: 'active-providers', jailed: 'jailed-providers' }[which]
  const body = await storageGet(api, path, providersResponse, options)
  return toPage(body.providers.map(toNetworkProvider), body.pagination, options?.page)
}

const stakesResponse = z.object({
  provider_stakes: list(z.object({ provider: z.string(), stake: list(coin) })),
  pagination: pageResponse,
})

/** Stake per provider address (first 100 providers). */
export async function listProviderStakes(
  api: string,
  options?: FetchJsonOptions,
): Promise<Map<string, Coin[]>> {
  const body = await storageGet(api, 'provider-stakes', stakesResponse, {
    ...options,
    page: { limit: 100 },
  })
  return new Map(body.provider_stakes.map(entry => [entry.provider, entry.stake]))
}

const livenessWire = z.object({
  provider: z.string(),
  current_liveness_ratio: z._default(z.union([z.number(), z.string()]), 1),
  total_submissions: z._default(u64, '0'),
  missed_submissions: z._default(u64, '0'),
  consecutive_liveness_faults: z._default(u64, '0'),
  consecutive_proof_faults: z._default(u64, '0'),
  is_jailed: z._default(z.boolean(), false),
  jail_until: time,
})

export interface ProviderLiveness {
  /** 0..1 */
  readonly ratio: number
  readonly totalSubmissions: number
  readonly missedSubmissions: number
  readonly consecutiveLivenessFaults: number
  readonly consecutiveProofFaults: number
  readonly jailed: boolean
  readonly jailUntil: Date | null
}

function toLiveness(wire: z.output<typeof livenessWire>): ProviderLiveness {
  return {
    ratio: Number(wire.current_liveness_ratio),
    totalSubmissions: Number(wire.total_submissions),
    missedSubmissions: Number(wire.missed_submissions),
    consecutiveLivenessFaults: Number(wire.consecutive_liveness_faults),
    consecutiveProofFaults: Number(wire.consecutive_proof_faults),
    jailed: wire.is_jailed,
    jailUntil: toDate(wire.jail_until),
  }
}

/** Liveness per provider address (first 100 providers). */
export async function listProvidersLiveness(
  api: string,
  options?: FetchJsonOptions,
): Promise<Map<string, ProviderLiveness>> {
  const schema = z.object({ providers_liveness: list(livenessWire) })
  const body = await storageGet(api, 'providers-liveness', schema, {
    ...options,
    page: { limit: 100 },
  })
  return new Map(body.providers_liveness.map(entry => [entry.provider, toLiveness(entry)]))
}

const decCoin = z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+(\.\d+)?$/)) })

/** Accrued rewards per provider, in whole minimal units (the chain keeps DecCoins). */
export async function listProviderRewards(
  api: string,
  options?: FetchJsonOptions,
): Promise<Map<string, Coin[]>> {
  const schema = z.object({
    provider_rewards: list(z.object({ provider: z.string(), rewards: list(decCoin) })),
  })
  const body = await storageGet(api, 'provider-rewards', schema, {
    ...options,
    page: { limit: 100 },
  })
  return new Map(
    body.provider_rewards.map(entry => [
      entry.provider,
      entry.rewards.map(reward => ({
        denom: reward.denom,
        amount: BigInt(reward.amount.split('.')[0] ?? '0'),
      })),
    ]),
  )
}

export interface StorageStats {
  readonly packfileBytes: bigint
  readonly releaseAssetBytes: bigint
  readonly lfsObjectBytes: bigint
}

export async function getStorageStats(
  api: string,
  options?: FetchJsonOptions,
): Promise<StorageStats> {
  const schema = z.object({
    storage_stats: z.object({
      total_packfile_size: z._default(u64, '0'),
      total_release_asset_size: z._default(u64, '0'),
      total_lfs_object_size: z._default(u64, '0'),
    }),
  })
  const { storage_stats: stats } = await storageGet(api, 'stats', schema, options)
  return {
    packfileBytes: BigInt(stats.total_packfile_size),
    releaseAssetBytes: BigInt(stats.total_release_asset_size),
    lfsObjectBytes: BigInt(stats.total_lfs_object_size),
  }
}

/** The params people care about, in their units. */
export interface StorageParams {
  readonly challengeIntervalBlocks: number
  readonly challengePeriod: string
  readonly rewardPerDay: Coin | null
  readonly minStake: bigint
  readonly freeStorageMb: number
  /** Per MB in release-v6's params.proto, per GB in gitopia-js 3.0.0's later v6. */
  readonly storagePrice: { readonly coin: Coin; readonly per: 'MB' | 'GB' } | null
  readonly maxProviders: number
  readonly livenessWindowBlocks: number
  readonly minLivenessRatio: number
  readonly maxLivenessFaults: number
  readonly livenessJailBlocks: number
  /** Failed challenges in a row that jail a provider. */
  readonly consecutiveFailsThreshold: number
}

export async function getStorageParams(
  api: string,
  options?: FetchJsonOptions,
): Promise<StorageParams> {
  const schema = z.object({
    params: z.object({
      challenge_interval_blocks: z._default(u64, '0'),
      challenge_period: text,
      reward_per_day: z._default(z.nullable(coin), null),
      min_stake_amount: z._default(u64, '0'),
      free_storage_mb: z._default(u64, '0'),
      storage_price_per_mb: z._default(z.nullable(coin), null),
      storage_price_per_gb: z._default(z.nullable(coin), null),
      max_providers: z._default(u64, '0'),
      liveness_window_blocks: z._default(u64, '0'),
      min_liveness_ratio: z._default(z.string(), '0'),
      max_liveness_faults: z._default(u64, '0'),
      liveness_jail_blocks: z._default(u64, '0'),
      consecutive_fails_threshold: z._default(u64, '0'),
    }),
  })
  const { params } = await storageGet(api, 'params', schema, options)
  return {
    challengeIntervalBlocks: Number(params.challenge_interval_blocks),
    challengePeriod: params.challenge_period,
    rewardPerDay: params.reward_per_day,
    minStake: BigInt(params.min_stake_amount),
    freeStorageMb: Number(params.free_storage_mb),
    storagePrice: params.storage_price_per_mb
      ? { coin: params.storage_price_per_mb, per: 'MB' }
      : params.storage_price_per_gb && { coin: params.storage_price_per_gb, per: 'GB' },
    maxProviders: Number(params.max_providers),
    livenessWindowBlocks: Number(params.liveness_window_blocks),
    // A whole percentage in params.proto (67 = 67 %); a decimal ratio on older nodes.
    minLivenessRatio: params.min_liveness_ratio.includes('.')
      ? Number(params.min_liveness_ratio)
      : Number(params.min_liveness_ratio) / 100,
    maxLivenessFaults: Number(params.max_liveness_faults),
    livenessJailBlocks: Number(params.liveness_jail_blocks),
    consecutiveFailsThreshold: Number(params.consecutive_fails_threshold),
  }
}

const challengeWire = z.object({
  id: u64,
  provider: z.string(),
  challenge_type: text,
  content_id: z._default(u64, '0'),
  chunk_index: z._default(u64, '0'),
  created_at: time,
  deadline: time,
  status: text,
})

export type ChallengeOutcome = 'pending' | 'completed' | 'failed' | 'timeout' | 'unknown'

export interface StorageChallenge {
  readonly id: string
  readonly provider: string
  /** `packfile`, `release asset` or `LFS object`. */
  readonly contentKind: string
  readonly contentId: string
  readonly chunkIndex: number
  readonly createdAt: Date | null
  readonly deadline: Date | null
  readonly outcome: ChallengeOutcome
}

const OUTCOMES: Record<string, ChallengeOutcome> = {
  CHALLENGE_STATUS_PENDING: 'pending',
  CHALLENGE_STATUS_COMPLETED: 'completed',
  CHALLENGE_STATUS_FAILED: 'failed',
  CHALLENGE_STATUS_TIMEOUT: 'timeout',
}

const KINDS: Record<string, string> = {
  CHALLENGE_TYPE_PACKFILE: 'packfile',
  CHALLENGE_TYPE_RELEASE_ASSET: 'release asset',
  CHALLENGE_TYPE_LFS_OBJECT: 'LFS object',
}

/** Challenges, newest first by default. */
export async function listChallenges(
  api: string,
  options: NetworkListOptions = {},
): Promise<Page<StorageChallenge>> {
  const page = await getLogPage(api, 'challenges', 'challenges', challengeWire, options)
  return mapItems(page, wire => ({
    id: wire.id,
    provider: wire.provider,
    contentKind: KINDS[wire.challenge_type] ?? wire.challenge_type,
    contentId: wire.content_id,
    chunkIndex: Number(wire.chunk_index),
    createdAt: toDate(wire.created_at),
    deadline: toDate(wire.deadline),
    outcome: OUTCOMES[wire.status] ?? 'unknown',
  }))
}

const violationWire = z.object({
  id: z._default(u64, '0'),
  provider: z.string(),
  challenge_id: z._default(u64, '0'),
  reason: text,
  height: z._default(u64, '0'),
  created_at: time,
})

export interface LivenessViolation {
  readonly id: string
  readonly provider: string
  readonly challengeId: string
  readonly reason: string
  readonly height: bigint
  readonly createdAt: Date | null
}

/** Missed challenges and other liveness faults, newest first by default. */
export async function listLivenessViolations(
  api: string,
  options: NetworkListOptions = {},
): Promise<Page<LivenessViolation>> {
  const path = 'liveness-violations'
  const page = await getLogPage(api, path, 'violations', violationWire, options)
  return mapItems(page, wire => ({
    id: wire.id,
    provider: wire.provider,
    challengeId: wire.challenge_id,
    reason: wire.reason,
    height: BigInt(wire.height),
    createdAt: toDate(wire.created_at),
  }))
}
