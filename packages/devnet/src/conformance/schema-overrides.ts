import type { Schema } from './openapi.ts'

/*
 * 200 schemas of the storage paths, from release-v6's proto/gitopia/gitopia/storage/{types,params,
 * query}.proto: the storage module gained fields (provider liveness and jailing, packfile
 * timestamps and old_cid, storage prices) after docs/static/openapi.yml was generated, and the
 * protos are the newer reference.
 */

const u64: Schema = { type: 'string', format: 'uint64' }
const text: Schema = { type: 'string' }
const bytes: Schema = { type: 'string', format: 'byte' }
const time: Schema = { type: 'string', format: 'date-time' }
const coin: Schema = { type: 'object', properties: { denom: text, amount: text } }
const message = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties })
const pagination = message({ next_key: bytes, total: u64 })
const list = (name: string, item: Schema): Schema =>
  message({ [name]: { type: 'array', items: item }, pagination })

const provider = message({
  creator: text,
  id: u64,
  api_url: text,
  total_challenges: u64,
  successful_challenges: u64,
  consecutive_failures: u64,
  join_time: time,
  unstake_completion_time: time,
  moniker: text,
  status: {
    type: 'string',
    enum: [
      'PROVIDER_STATUS_UNSPECIFIED',
      'PROVIDER_STATUS_ACTIVE',
      'PROVIDER_STATUS_INACTIVE',
      'PROVIDER_STATUS_SUSPENDED',
      'PROVIDER_STATUS_UNREGISTERING',
    ],
  },
  ipfs_cluster_peer_multiaddr: text,
  pending_decrease_amount: coin,
  decrease_completion_time: time,
  jailed: { type: 'boolean' },
  jail_until: time,
  consecutive_liveness_faults: u64,
  consecutive_proof_faults: u64,
  last_liveness_check: time,
})

const packfile = message({
  creator: text,
  id: u64,
  repository_id: u64,
  name: text,
  size: u64,
  cid: text,
  root_hash: bytes,
  created_at: time,
  updated_at: time,
  old_cid: text,
})

const releaseAsset = message({
  creator: text,
  id: u64,
  repository_id: u64,
  tag: text,
  name: text,
  size: u64,
  cid: text,
  root_hash: bytes,
  sha256: text,
  created_at: time,
  updated_at: time,
})

const challenge = message({
  id: u64,
  provider: text,
  challenge_type: {
    type: 'string',
    enum: [
      'CHALLENGE_TYPE_UNSPECIFIED',
      'CHALLENGE_TYPE_PACKFILE',
      'CHALLENGE_TYPE_RELEASE_ASSET',
      'CHALLENGE_TYPE_LFS_OBJECT',
    ],
  },
  content_id: u64,
  root_hash: bytes,
  chunk_index: u64,
  created_at: time,
  deadline: time,
  status: {
    type: 'string',
    enum: [
      'CHALLENGE_STATUS_UNSPECIFIED',
      'CHALLENGE_STATUS_PENDING',
      'CHALLENGE_STATUS_COMPLETED',
      'CHALLENGE_STATUS_FAILED',
      'CHALLENGE_STATUS_TIMEOUT',
    ],
  },
})

const params = message({
  min_stake_amount: u64,
  challenge_interval_blocks: u64,
  challenge_period: text,
  reward_per_day: coin,
  challenge_slash_amount: coin,
  consecutive_fails_threshold: u64,
  consecutive_fails_slash_percentage: u64,
  unstake_cooldown_blocks: u64,
  storage_price_per_mb: coin,
  free_storage_mb: u64,
  max_providers: u64,
  liveness_window_blocks: u64,
  min_liveness_ratio: u64,
  liveness_slash_amount: coin,
  liveness_slash_percentage: u64,
  liveness_jail_blocks: u64,
  proof_fault_slash_amount: coin,
  proof_fault_slash_percentage: u64,
  proof_fault_jail_blocks: u64,
  max_liveness_faults: u64,
  max_proof_faults: u64,
})

const S = '/gitopia/gitopia/storage'

export const SCHEMA_OVERRIDES: Readonly<Record<string, Schema>> = {
  [`${S}/params`]: message({ params }),
  [`${S}/provider/{address}`]: message({ provider }),
  [`${S}/providers`]: list('providers', provider),
  [`${S}/packfile/{id}`]: message({ packfile }),
  [`${S}/packfiles`]: list('packfiles', packfile),
  [`${S}/repository/{repository_id}/packfile`]: message({ packfile }),
  [`${S}/release-asset/{id}`]: message({ release_asset: releaseAsset }),
  [`${S}/release-assets`]: list('release_assets', releaseAsset),
  [`${S}/repository/{repository_id}/release-asset/{tag}/{name}`]: message({
    release_asset: releaseAsset,
  }),
  [`${S}/challenge/{id}`]: message({ challenge }),
  [`${S}/challenges`]: list('challenges', challenge),
  // Decimals declared as `bytes` with gogoproto's customtype Dec (v1beta1 TallyParams, x/mint's
  // answers, x/slashing's params): the document says base64, but the gateway marshals the Dec
  // itself and nodes print "0.334000000000000000".
  '/cosmos/slashing/v1beta1/params': message({
    params: message({
      signed_blocks_window: { type: 'string', format: 'int64' },
      min_signed_per_window: text,
      downtime_jail_duration: text,
      slash_fraction_double_sign: text,
      slash_fraction_downtime: text,
    }),
  }),
  '/cosmos/mint/v1beta1/inflation': message({ inflation: text }),
  '/cosmos/mint/v1beta1/annual_provisions': message({ annual_provisions: text }),
  '/cosmos/gov/v1beta1/params/{params_type}': message({
    voting_params: message({ voting_period: text }),
    deposit_params: message({
      min_deposit: { type: 'array', items: coin },
      max_deposit_period: text,
    }),
    tally_params: message({ quorum: text, threshold: text, veto_threshold: text }),
  }),
}
