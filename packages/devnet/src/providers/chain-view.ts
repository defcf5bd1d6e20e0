import { createHash } from 'node:crypto'
import { MsgExec } from 'cosmjs-types/cosmos/authz/v1beta1/tx'
import type { Registry } from '@cosmjs/proto-signing'
import type { SystemSigner } from '../chain/system-signer.ts'
import { MSG_EXEC_TYPE_URL } from '../modules/authz/module.ts'
import type { GitopiaContext } from '../modules/gitopia/context.ts'
import type { Repository } from '../modules/gitopia/json.ts'
import { havePermission } from '../modules/gitopia/permissions.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import { cidFromSha256 } from '../modules/storage/types.ts'
import { numericKey } from '../state/store.ts'
import type {
  ChainAnswer,
  ChallengeTarget,
  ProviderChainView,
  ProviderRepository,
  RecordedLfsObject,
  RecordedPush,
  RefUpdate,
  SignedData,
} from '../storage-provider/chain-view.ts'
import { verifyOffchainSignature } from '../storage-provider/offchain-signature.ts'

const G = '/gitopia.gitopia.gitopia.'

/** A storage provider's view of the devnet chain: reads state directly, writes by signed txs. */
export class DevnetChainView implements ProviderChainView {
  constructor(
    private readonly g: GitopiaContext,
    private readonly storage: StorageKeeper,
    private readonly signer: SystemSigner,
    private readonly registry: Registry,
  ) {}

  #describe(repository: Repository): ProviderRepository {
    const owner = repository.owner.id
    const ownerName =
      repository.owner.type === 'DAO'
        ? this.g.daos.get(owner)?.name
        : this.g.users.user(owner)?.username
    return {
      id: repository.id,
      owner,
      name: repository.name,
      ...(ownerName ? { ownerName } : {}),
      ...(repository.fork ? { parentId: repository.parent } : {}),
    }
  }

  async repository(id: string): Promise<ProviderRepository | undefined> {
    const repository = this.g.repos.get(id)
    return repository && this.#describe(repository)
  }

  async findRepository(ownerIdOrName: string, name: string) {
    const owner = this.g.users.resolveAddress(ownerIdOrName, address => this.g.daos.isDao(address))
    const repository = owner === undefined ? undefined : this.g.repos.byName(owner, name)
    return repository && this.#describe(repository)
  }

  /** A pending challenge and the stored object it names (storage-provider/challenge-proof.ts). */
  async challenge(id: string): Promise<ChallengeTarget | undefined> {
    const challenge = this.storage.challenges.get(numericKey(BigInt(id)))
    if (challenge?.status !== 'CHALLENGE_STATUS_PENDING') return undefined
    const key = numericKey(BigInt(challenge.content_id))
    const base = { provider: challenge.provider, chunkIndex: Number(challenge.chunk_index) }
    if (challenge.challenge_type === 'CHALLENGE_TYPE_PACKFILE') {
      const packfile = this.storage.packfiles.get(key)
      return (
        packfile && {
          ...base,
          object: { kind: 'packfile', repositoryId: packfile.repository_id, name: packfile.name },
        }
      )
    }
    const asset = this.storage.releaseAssets.get(key)
    return (
      asset && {
        ...base,
        object: {
          kind: 'release-asset',
          repositoryId: asset.repository_id,
          tag: asset.tag,
          name: asset.name,
        },
      }
    )
  }

  verifySignedData(encoded: string): Promise<SignedData | { error: string }> {
    return verifyOffchainSignature(encoded)
  }

  async canPush(repositoryId: string, address: string): Promise<boolean> {
    const repository = this.g.repos.get(repositoryId)
    return repository !== undefined && havePermission(this.g.daos, repository, address, 'WRITE')
  }

  async branchesWithoutForcePush(repositoryId: string): Promise<readonly string[]> {
    return this.g.repos.branches
      .list(repositoryId)
      .filter(branch => !branch.allowForcePush)
      .map(branch => branch.name)
  }

  async lfsObject(repositoryId: string, oid: string): Promise<{ size: number } | undefined> {
    const object = this.storage.lfsObject(repositoryId, oid)
    return object && { size: Number(object.size) }
  }

  /** `MsgUpdateLFSObject` signed by the provider, after the upload hashed to its oid. */
  async recordLfsObject(object: RecordedLfsObject): Promise<ChainAnswer> {
    const msg = {
      typeUrl: '/gitopia.gitopia.storage.MsgUpdateLFSObject',
      value: {
        creator: this.signer.address,
        id: 0,
        repositoryId: Number(object.repositoryId),
        oid: object.oid,
        size: object.size,
        cid: cidFromSha256(object.oid),
        rootHash: Buffer.from(object.rootHash, 'hex'),
      },
    }
    return this.#submit([msg], `LFS object ${object.oid.slice(0, 12)}`)
  }

  async #submit(msgs: { typeUrl: string; value: unknown }[], memo: string): Promise<ChainAnswer> {
    try {
      const { result } = await this.signer.submit(msgs, memo)
      return result.code === 0 ? { ok: true } : { ok: false, error: result.log }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  }

  /**
   * One tx signed by the provider: the new packfile, then the pusher's ref updates run through
   * MsgExec (the devnet's stand-in for the provider acting on the user's signed push).
   */
  async recordPush(push: RecordedPush): Promise<ChainAnswer> {
    const repository = this.g.repos.get(push.repositoryId)
    if (!repository) return { ok: false, error: 'repository not found' }
    const repositoryId = { id: repository.owner.id, name: repository.name }
    const current = this.storage.packfileOf(push.repositoryId)
    const cid = cidFromSha256(push.packfile.sha256)
    const refMsgs = refUpdateMsgs(push.refs, cid).map(({ type, value }) =>
      this.registry.encodeAsAny({
        typeUrl: `${G}${type}`,
        value: { creator: push.signer, repositoryId, ...value },
      }),
    )
    const msgs = [
      {
        typeUrl: '/gitopia.gitopia.storage.MsgUpdateRepositoryPackfile',
        value: {
          creator: this.signer.address,
          repositoryId: Number(push.repositoryId),
          name: push.packfile.name,
          cid,
          rootHash: Buffer.from(push.packfile.rootHash, 'hex'),
          size: push.packfile.size,
          oldCid: current?.cid ?? '',
        },
      },
      ...(refMsgs.length > 0
        ? [
            {
              typeUrl: MSG_EXEC_TYPE_URL,
              value: MsgExec.fromPartial({ grantee: this.signer.address, msgs: refMsgs }),
            },
          ]
        : []),
    ]
    const answer = await this.#submit(msgs, `push to ${repository.name}`)
    if (answer.ok && repository.enableArweaveBackup && repository.owner.type === 'USER')
      await this.#recordArweaveBackup(repository, push.packfile.sha256)
    return answer
  }

  /**
   * With Arweave backup on, the backup service uploads the new pack and records the Arweave
   * transaction id on the repository (`MsgAddRepositoryBackupRef`, store ARWEAVE), acting for its
   * owner, who holds the ADMIN permission the keeper asks for. The devnet has no Arweave: the id
   * is one derived from the pack's hash, in Arweave's form (43 base64url characters). A DAO's
   * repository gets none: release-v6 wants the DAO's own address as the creator, which nothing
   * can sign for (docs/protocol.md "Repository backups").
   */
  async #recordArweaveBackup(repository: Repository, packSha256: string): Promise<void> {
    const ref = createHash('sha256').update(`arweave:${packSha256}`).digest('base64url')
    const backup = this.registry.encodeAsAny({
      typeUrl: `${G}MsgAddRepositoryBackupRef`,
      value: {
        creator: repository.owner.id,
        repositoryId: { id: repository.owner.id, name: repository.name },
        store: 1,
        ref,
      },
    })
    const exec = MsgExec.fromPartial({ grantee: this.signer.address, msgs: [backup] })
    await this.#submit(
      [{ typeUrl: MSG_EXEC_TYPE_URL, value: exec }],
      `backup of ${repository.name}`,
    )
  }
}

/** Ref changes of a push as the gitopia multi-ref Msgs. */
export function refUpdateMsgs(
  refs: readonly RefUpdate[],
  packfileCid: string,
): { type: string; value: Record<string, unknown> }[] {
  const setBranches: { name: string; sha: string }[] = []
  const deleteBranches: string[] = []
  const setTags: { name: string; sha: string }[] = []
  const deleteTags: string[] = []
  for (const ref of refs) {
    const branch = ref.name.startsWith('refs/heads/') ? ref.name.slice(11) : undefined
    const tag = ref.name.startsWith('refs/tags/') ? ref.name.slice(10) : undefined
    if (branch !== undefined) {
      if (ref.newSha === null) deleteBranches.push(branch)
      else setBranches.push({ name: branch, sha: ref.newSha })
    } else if (tag !== undefined) {
      if (ref.newSha === null) deleteTags.push(tag)
      else setTags.push({ name: tag, sha: ref.newSha })
    }
  }
  const msgs: { type: string; value: Record<string, unknown> }[] = []
  if (setBranches.length > 0)
    msgs.push({ type: 'MsgMultiSetBranch', value: { branches: setBranches, packfileCid } })
  if (deleteBranches.length > 0)
    msgs.push({ type: 'MsgMultiDeleteBranch', value: { branches: deleteBranches } })
  if (setTags.length > 0)
    msgs.push({ type: 'MsgMultiSetTag', value: { tags: setTags, packfileCid } })
  if (deleteTags.length > 0) msgs.push({ type: 'MsgMultiDeleteTag', value: { tags: deleteTags } })
  return msgs
}
