/**
 * The few chain lookups a storage provider needs. The devnet's chain implements this over its
 * state; tests use `InMemoryChainView`. Repository ids are uint64 decimal strings.
 */
export interface ProviderRepository {
  readonly id: string
  /** Owner address (user or DAO). */
  readonly owner: string
  /** Owner's username or DAO name, when it has one: `/raw` and `/releases` accept either. */
  readonly ownerName?: string
  readonly name: string
  /** The repository this one was forked from; its objects are borrowed for reads. */
  readonly parentId?: string
}

/** A verified off-chain signed payload (docs/protocol.md#off-chain-signed-data): who signed and the signed JSON text. */
export interface SignedData {
  readonly signer: string
  readonly data: string
}

export interface RefUpdate {
  /** Full ref name, `refs/heads/main` or `refs/tags/v1.0`. */
  readonly name: string
  /** Commit (or tag object) sha; null when the push created the ref. */
  readonly oldSha: string | null
  /** null when the push deleted the ref. */
  readonly newSha: string | null
}

export interface PackfileInfo {
  /** `pack-<hash>.pack`, as git names it. */
  readonly name: string
  readonly size: number
  /** Hex sha256 of the pack file; the devnet uses it as the content id. */
  readonly sha256: string
  /** Hex Merkle root of its 256 KiB chunks (the on-chain `root_hash`, modules/storage/merkle.ts). */
  readonly rootHash: string
}

export interface RecordedPush {
  readonly repositoryId: string
  readonly signer: string
  readonly refs: readonly RefUpdate[]
  readonly packfile: PackfileInfo
}

/** An LFS object a provider stored, for the chain's LFS object record (storage module). */
export interface RecordedLfsObject {
  readonly repositoryId: string
  /** Who uploaded it (signed the push authorization). */
  readonly signer: string
  /** Hex sha256 of the bytes (the LFS oid); the devnet derives the CID from it. */
  readonly oid: string
  readonly size: number
  /** Hex Merkle root of its 256 KiB chunks. */
  readonly rootHash: string
}

export type ChainAnswer = { readonly ok: true } | { readonly ok: false; readonly error: string }

/** What a proof-of-storage challenge asks this provider for (storage module challenges). */
export interface ChallengeTarget {
  readonly provider: string
  readonly chunkIndex: number
  readonly object:
    | { readonly kind: 'packfile'; readonly repositoryId: string; readonly name: string }
    | {
        readonly kind: 'release-asset'
        readonly repositoryId: string
        readonly tag: string
        readonly name: string
      }
}

export interface ProviderChainView {
  repository(id: string): Promise<ProviderRepository | undefined>
  /** By owner address, username or DAO name, and repository name. */
  findRepository(ownerIdOrName: string, name: string): Promise<ProviderRepository | undefined>
  /** Decodes and verifies an off-chain signed tx (base64 TxRaw or its JSON form). */
  verifySignedData(encoded: string): Promise<SignedData | { readonly error: string }>
  /** Whether `address` may push to the repository (owner, collaborator with WRITE+, DAO member). */
  canPush(repositoryId: string, address: string): Promise<boolean>
  /** Branches of the repository whose `allowForcePush` is false: a push may only fast-forward them. */
  branchesWithoutForcePush(repositoryId: string): Promise<readonly string[]>
  /** Called after a successful push; an error is reported back to the git client. */
  recordPush(push: RecordedPush): Promise<ChainAnswer>
  /** The chain's LFS object record of a repository (docs/protocol.md#git-lfs), by oid. */
  lfsObject(repositoryId: string, oid: string): Promise<{ readonly size: number } | undefined>
  /** Records an uploaded LFS object on chain; an error is reported back to the LFS client. */
  recordLfsObject(object: RecordedLfsObject): Promise<ChainAnswer>
  /** A pending challenge by id (providers without challenges leave it out). */
  challenge?(id: string): Promise<ChallengeTarget | undefined>
}
