import type { MsgSubmitChallengeResponse } from '@gitopia/gitopia-js/src/types/storage/tx'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { MsgContext } from '../../chain/module.ts'
import { numericKey } from '../../state/store.ts'
import type { StorageKeeper } from './keeper.ts'
import { chunkCount, verifyChunkProof } from './merkle.ts'
import type { StorageMsgTable } from './msg-kit.ts'
import {
  rfc3339,
  type Challenge,
  type ChallengeType,
  type Packfile,
  type Provider,
  type ReleaseAsset,
} from './types.ts'

/**
 * Proof-of-storage challenges, the devnet's version of the module's (docs/protocol.md, storage):
 * every `intervalBlocks` blocks each bonded provider that is not jailed is asked for one chunk of a
 * stored object (packfile or release asset). It answers with MsgSubmitChallengeResponse (chunk +
 * sibling hashes, checked against the object's `root_hash`). An unanswered challenge times out at
 * its deadline and is a liveness violation; `consecutive_fails_threshold` failures in a row jail
 * the provider (it leaves active-providers) until `jail_until`, after which MsgUnjailProvider
 * brings it back. Each active provider accrues `reward_per_day`, pro rata per block.
 */
export interface ChallengeConfig {
  /** A round of challenges every this many blocks; 0 turns challenges off. */
  readonly intervalBlocks: number
  /** How long a provider has to answer. */
  readonly periodMs: number
  /** How long a provider stays jailed. */
  readonly jailMs: number
  /** Failures in a row that jail a provider. */
  readonly failThreshold: number
  /** Rewards per day of each active provider, in ulore. */
  readonly rewardPerDay: bigint
}

const invalid = (message: string) => ChainError.wrap(SdkErrors.invalidRequest, message)
const count = (value: string | undefined) => BigInt(value ?? '0')
const plus = (value: string | undefined, by = 1n) => (count(value) + by).toString()

interface StoredObjectRef {
  readonly type: ChallengeType
  readonly id: string
  readonly size: number
  readonly rootHash: string
}

/** A packfile or release asset as a challenge names it. */
function objectRef(
  type: ChallengeType,
  object: Pick<Packfile | ReleaseAsset, 'id' | 'size' | 'root_hash'>,
): StoredObjectRef {
  return { type, id: object.id, size: Number(object.size), rootHash: object.root_hash }
}

function storedObjects(storage: StorageKeeper): StoredObjectRef[] {
  return [
    ...storage.packfiles.values().map(p => objectRef('CHALLENGE_TYPE_PACKFILE', p)),
    ...storage.releaseAssets.values().map(a => objectRef('CHALLENGE_TYPE_RELEASE_ASSET', a)),
  ].filter(o => o.size > 0 && o.rootHash !== '')
}

/** The object a challenge is about, or undefined when it is gone. */
export function challengedObject(
  storage: StorageKeeper,
  challenge: Pick<Challenge, 'challenge_type' | 'content_id'>,
): StoredObjectRef | undefined {
  const key = numericKey(BigInt(challenge.content_id))
  const stored =
    challenge.challenge_type === 'CHALLENGE_TYPE_PACKFILE'
      ? storage.packfiles.get(key)
      : challenge.challenge_type === 'CHALLENGE_TYPE_RELEASE_ASSET'
        ? storage.releaseAssets.get(key)
        : undefined
  return stored && objectRef(challenge.challenge_type, stored)
}

/** A deterministic pick from the height and provider (replays must rebuild the same state). */
function pick(height: bigint, provider: string, modulo: number): number {
  let hash = Number(height % 2147483647n)
  for (const char of provider) hash = (hash * 31 + char.charCodeAt(0)) % 2147483647
  return hash % modulo
}

function issue(storage: StorageKeeper, config: ChallengeConfig, height: bigint, now: Date) {
  const objects = storedObjects(storage)
  if (objects.length === 0) return
  for (const provider of storage.activeProviders()) {
    const object = objects[pick(height, provider.creator, objects.length)] as StoredObjectRef
    const id = storage.nextId('challenge')
    storage.challenges.set(numericKey(BigInt(id)), {
      id,
      provider: provider.creator,
      challenge_type: object.type,
      content_id: object.id,
      root_hash: object.rootHash,
      chunk_index: String(pick(height + 1n, provider.creator, chunkCount(object.size))),
      created_at: rfc3339(now),
      deadline: rfc3339(new Date(now.getTime() + config.periodMs)),
      status: 'CHALLENGE_STATUS_PENDING',
    })
  }
}

/** Counts a failed or missed challenge; jails the provider at the threshold. */
function fail(
  storage: StorageKeeper,
  config: ChallengeConfig,
  challenge: Challenge,
  reason: string,
  height: bigint,
  now: Date,
): void {
  const provider = storage.provider(challenge.provider)
  const id = storage.nextId('liveness-violation')
  storage.violations.set(numericKey(BigInt(id)), {
    id,
    provider: challenge.provider,
    challenge_id: challenge.id,
    reason,
    height: height.toString(),
    created_at: rfc3339(now),
  })
  if (!provider) return
  const failures = count(provider.consecutive_failures) + 1n
  const jail = !provider.jailed && failures >= BigInt(config.failThreshold)
  const updated: Provider = {
    ...provider,
    total_challenges: plus(provider.total_challenges),
    consecutive_failures: failures.toString(),
    consecutive_liveness_faults:
      reason === 'missed challenge'
        ? plus(provider.consecutive_liveness_faults)
        : (provider.consecutive_liveness_faults ?? '0'),
    consecutive_proof_faults:
      reason === 'missed challenge'
        ? provider.consecutive_proof_faults
        : plus(provider.consecutive_proof_faults),
    last_liveness_check: rfc3339(now),
    ...(jail ? { jailed: true, jail_until: rfc3339(new Date(now.getTime() + config.jailMs)) } : {}),
  }
  storage.providers.set(provider.creator, updated)
}

/** The module's end-block work for challenges and rewards. */
export function challengeEndBlock(
  storage: StorageKeeper,
  config: ChallengeConfig,
  block: { height: bigint; blockTime: Date; blockMs: number },
): void {
  if (config.intervalBlocks <= 0) return
  for (const challenge of storage.challenges.values()) {
    if (challenge.status !== 'CHALLENGE_STATUS_PENDING') continue
    if (new Date(challenge.deadline) >= block.blockTime) continue
    const timedOut: Challenge = { ...challenge, status: 'CHALLENGE_STATUS_TIMEOUT' }
    storage.challenges.set(numericKey(BigInt(challenge.id)), timedOut)
    fail(storage, config, timedOut, 'missed challenge', block.height, block.blockTime)
  }
  if (block.height % BigInt(config.intervalBlocks) === 0n) {
    issue(storage, config, block.height, block.blockTime)
  }
  accrueRewards(storage, config, block.blockMs)
}

const DAY_MS = 86_400_000n

/**
 * Each active provider earns `reward_per_day` pro rata per block; the fraction of a ulore left
 * over is carried to the next block, so short blocks still add up exactly.
 */
function accrueRewards(storage: StorageKeeper, config: ChallengeConfig, blockMs: number): void {
  if (config.rewardPerDay === 0n) return
  for (const provider of storage.activeProviders()) {
    const owed =
      config.rewardPerDay * BigInt(Math.round(blockMs)) +
      BigInt(storage.rewardRemainders.get(provider.creator) ?? '0')
    storage.rewardRemainders.set(provider.creator, (owed % DAY_MS).toString())
    const earned = owed / DAY_MS
    if (earned === 0n) continue
    const rewards = storage.rewards.get(provider.creator) ?? []
    const lore = rewards.find(coin => coin.denom === 'ulore')
    storage.rewards.set(provider.creator, [
      ...rewards.filter(coin => coin.denom !== 'ulore'),
      { denom: 'ulore', amount: (BigInt(lore?.amount ?? '0') + earned).toString() },
    ])
  }
}

/** What MsgSubmitChallengeResponse needs: the store and the challenge settings. */
export interface ChallengeKeepers {
  readonly storage: StorageKeeper
  readonly config: ChallengeConfig
}

/** MsgSubmitChallengeResponse: the chunk and its proof, checked against the recorded root. */
function submitChallengeResponse(
  { storage, config }: ChallengeKeepers,
  ctx: MsgContext,
  msg: MsgSubmitChallengeResponse,
): undefined {
  const key = numericKey(BigInt(msg.challengeId))
  const challenge = storage.challenges.get(key)
  if (!challenge) throw invalid(`challenge ${msg.challengeId} not found`)
  if (challenge.provider !== msg.creator) throw invalid('challenge is for another provider')
  if (challenge.status !== 'CHALLENGE_STATUS_PENDING') throw invalid('challenge is not pending')
  const object = challengedObject(storage, challenge)
  const valid =
    object !== undefined &&
    verifyChunkProof(
      Buffer.from(challenge.root_hash, 'base64'),
      object.size,
      Number(challenge.chunk_index),
      { chunk: msg.data, hashes: msg.proof?.hashes ?? [] },
    )
  const status = valid ? 'CHALLENGE_STATUS_COMPLETED' : 'CHALLENGE_STATUS_FAILED'
  storage.challenges.set(key, { ...challenge, status })
  ctx.events.emit('challenge_response', {
    challenge_id: challenge.id,
    provider: challenge.provider,
    status,
  })
  if (!valid) {
    fail(storage, config, challenge, 'invalid proof', ctx.height, ctx.blockTime)
    return undefined
  }
  const provider = storage.provider(msg.creator)
  if (provider) {
    storage.providers.set(msg.creator, {
      ...provider,
      total_challenges: plus(provider.total_challenges),
      successful_challenges: plus(provider.successful_challenges),
      consecutive_failures: '0',
      consecutive_liveness_faults: '0',
      last_liveness_check: rfc3339(ctx.blockTime),
    })
  }
  return undefined
}

export const challengeMsgs: StorageMsgTable<ChallengeKeepers> = {
  MsgSubmitChallengeResponse: { execute: submitChallengeResponse },
}
