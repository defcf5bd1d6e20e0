/**
 * Storage module entities as the REST gateway prints them (docs/protocol.md#storage-entities): snake_case keys,
 * uint64 as decimal strings, real RFC 3339 timestamps (unlike the gitopia module), bytes as base64.
 */
import type { Coin } from '../../chain/coins.ts'

/** release-v6 `ProviderStatus` (types.proto); gitopia-js 3.0.0 still names it BondStatus. */
export type ProviderStatus =
  | 'PROVIDER_STATUS_UNSPECIFIED'
  | 'PROVIDER_STATUS_ACTIVE'
  | 'PROVIDER_STATUS_INACTIVE'
  | 'PROVIDER_STATUS_SUSPENDED'
  | 'PROVIDER_STATUS_UNREGISTERING'
export type ProposalStatus =
  | 'PROPOSAL_STATUS_UNSPECIFIED'
  | 'PROPOSAL_STATUS_PENDING'
  | 'PROPOSAL_STATUS_APPROVED'
  | 'PROPOSAL_STATUS_REJECTED'
  | 'PROPOSAL_STATUS_EXPIRED'
export type ChallengeType =
  'CHALLENGE_TYPE_PACKFILE' | 'CHALLENGE_TYPE_RELEASE_ASSET' | 'CHALLENGE_TYPE_LFS_OBJECT'
export type ChallengeStatus =
  | 'CHALLENGE_STATUS_PENDING'
  | 'CHALLENGE_STATUS_COMPLETED'
  | 'CHALLENGE_STATUS_FAILED'
  | 'CHALLENGE_STATUS_TIMEOUT'

export interface Provider {
  readonly creator: string
  readonly id: string
  readonly api_url: string
  readonly join_time: string
  readonly unstake_completion_time: string | null
  readonly moniker: string
  readonly status: ProviderStatus
  readonly ipfs_cluster_peer_multiaddr: string
  readonly pending_decrease_amount: Coin | null
  readonly decrease_completion_time: string | null
  readonly jailed: boolean
  readonly jail_until: string | null
  readonly consecutive_proof_faults: string
  /** v6 challenge counters (see challenges.ts); absent on records written before them. */
  readonly total_challenges?: string
  readonly successful_challenges?: string
  readonly consecutive_failures?: string
  readonly consecutive_liveness_faults?: string
  readonly last_liveness_check?: string | null
}

/** A missed or failed challenge, kept for the liveness-violations route (devnet shape). */
export interface LivenessViolation {
  readonly id: string
  readonly provider: string
  readonly challenge_id: string
  readonly reason: string
  readonly height: string
  readonly created_at: string
}

export interface Packfile {
  readonly creator: string
  readonly id: string
  readonly repository_id: string
  readonly name: string
  readonly size: string
  readonly cid: string
  readonly root_hash: string
  readonly created_at: string
  readonly updated_at: string
  readonly old_cid: string
}

export interface ReleaseAsset {
  readonly creator: string
  readonly id: string
  readonly repository_id: string
  readonly tag: string
  readonly name: string
  readonly size: string
  readonly cid: string
  readonly root_hash: string
  readonly sha256: string
  readonly created_at: string
  readonly updated_at: string
}

export interface LfsObject {
  readonly creator: string
  readonly id: string
  readonly repository_id: string
  readonly oid: string
  readonly size: string
  readonly cid: string
  readonly root_hash: string
  readonly created_at: string
  readonly updated_at: string
}

export interface Challenge {
  readonly id: string
  readonly provider: string
  readonly challenge_type: ChallengeType
  readonly content_id: string
  readonly root_hash: string
  readonly chunk_index: string
  readonly created_at: string
  readonly deadline: string
  readonly status: ChallengeStatus
}

interface ProposalBase {
  readonly id: string
  readonly provider: string
  readonly repository_id: string
  readonly user: string
  readonly status: ProposalStatus
  readonly proposed_at: string
  readonly expires_at: string
}

export interface PackfileProposal extends ProposalBase {
  readonly kind: 'packfile'
  readonly name: string
  readonly cid: string
  readonly root_hash: string
  readonly size: string
  readonly old_cid: string
  readonly merge_commit_sha: string
  readonly delete: boolean
}

export interface ReleaseAssetUpdate {
  readonly name: string
  readonly cid: string
  readonly root_hash: string
  readonly size: string
  readonly sha256: string
  readonly old_cid: string
  readonly delete: boolean
}

export interface ReleaseAssetsProposal extends ProposalBase {
  readonly kind: 'release-assets'
  readonly tag: string
  readonly assets: readonly ReleaseAssetUpdate[]
}

export interface LfsObjectProposal extends ProposalBase {
  readonly kind: 'lfs-object'
  readonly oid: string
  readonly size: string
  readonly cid: string
  readonly root_hash: string
  readonly delete: boolean
}

export interface RepositoryDeleteProposal extends ProposalBase {
  readonly kind: 'repository-delete'
}

export type StorageProposal =
  PackfileProposal | ReleaseAssetsProposal | LfsObjectProposal | RepositoryDeleteProposal
export type ProposalKind = StorageProposal['kind']

/** The REST form drops the internal `kind` tag. */
export function proposalJson<P extends StorageProposal>(proposal: P): Omit<P, 'kind'> {
  const rest: Record<string, unknown> = { ...proposal }
  delete rest.kind
  return rest as Omit<P, 'kind'>
}

export interface StorageStats {
  readonly total_packfile_size: string
  readonly total_release_asset_size: string
  readonly total_lfs_object_size: string
}

/** Devnet parameters (release-v6 params.proto: `storage_price_per_mb`); storage is free. */
export const STORAGE_PARAMS = {
  min_stake_amount: '1000000',
  challenge_interval_blocks: '100',
  challenge_period: '600s',
  reward_per_day: { denom: 'ulore', amount: '1000000' },
  challenge_slash_amount: { denom: 'ulore', amount: '10000000' },
  consecutive_fails_threshold: '3',
  consecutive_fails_slash_percentage: '10',
  unstake_cooldown_blocks: '100',
  storage_price_per_mb: { denom: 'ulore', amount: '0' },
  free_storage_mb: '1000',
  max_providers: '10',
  liveness_window_blocks: '100',
  min_liveness_ratio: '90',
  liveness_slash_amount: { denom: 'ulore', amount: '1000000' },
  liveness_slash_percentage: '1',
  liveness_jail_blocks: '1000',
  proof_fault_slash_amount: { denom: 'ulore', amount: '10000000' },
  proof_fault_slash_percentage: '5',
  proof_fault_jail_blocks: '10000',
  max_liveness_faults: '10',
  max_proof_faults: '3',
} as const

/** How long a storage proposal waits for its user's approval. */
export const PROPOSAL_TTL_SECONDS = 3600

/** Go's RFC 3339 form of a time: no fractional part when it is zero. */
export function rfc3339(time: Date): string {
  return time.toISOString().replace('.000Z', 'Z')
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** A CIDv1 (raw codec, sha2-256) in base32, like IPFS prints: `bafkrei…`. */
export function cidFromSha256(hex: string): string {
  const bytes = Buffer.concat([Buffer.from([0x01, 0x55, 0x12, 0x20]), Buffer.from(hex, 'hex')])
  let bits = 0
  let value = 0
  let out = 'b'
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}
