import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { merkleProof } from '../modules/storage/merkle.ts'
import type { ProviderChainView } from './chain-view.ts'
import { HttpError, notFound } from './http-error.ts'
import { releaseAssetPath } from './release-assets.ts'

export interface ChallengeProofJson {
  readonly challenge_id: string
  /** The challenged chunk, base64. */
  readonly data: string
  /** Sibling hashes from the leaf up, base64. */
  readonly hashes: readonly string[]
  readonly index: number
}

/**
 * `GET /challenge/{id}/proof`: this provider's answer to a storage challenge, read from the
 * object it stores (a packfile or a release asset) and proved against the object's Merkle root.
 */
export async function challengeProof(
  dataDir: string,
  chain: ProviderChainView,
  id: string,
): Promise<ChallengeProofJson> {
  if (!/^\d+$/.test(id)) throw new HttpError(400, 'invalid challenge id')
  const target = await chain.challenge?.(id)
  if (!target) throw notFound('challenge not found')
  const { object } = target
  const path =
    object.kind === 'packfile'
      ? join(dataDir, 'repositories', `${object.repositoryId}.git`, 'objects', 'pack', object.name)
      : releaseAssetPath(dataDir, object.repositoryId, object.tag, object.name)
  let bytes: Uint8Array
  try {
    bytes = await readFile(path)
  } catch {
    throw notFound('the challenged object is not stored here')
  }
  const proof = merkleProof(bytes, target.chunkIndex)
  return {
    challenge_id: id,
    data: Buffer.from(proof.chunk).toString('base64'),
    hashes: proof.hashes.map(hash => Buffer.from(hash).toString('base64')),
    index: target.chunkIndex,
  }
}
