import type {
  ChainAnswer,
  ProviderChainView,
  ProviderRepository,
  RecordedLfsObject,
  RecordedPush,
  SignedData,
} from './chain-view.ts'
import { verifyOffchainSignature } from './offchain-signature.ts'

/**
 * A chain view held in memory, for tests and for running a provider without a chain: real
 * signature checks, push permission for the owner and listed collaborators, pushes recorded.
 */
export class InMemoryChainView implements ProviderChainView {
  readonly repositories = new Map<string, ProviderRepository>()
  readonly pushers = new Map<string, Set<string>>()
  readonly pushes: RecordedPush[] = []
  /** LFS object records by `<repositoryId>/<oid>`. */
  readonly lfsObjects = new Map<string, RecordedLfsObject>()
  /** Branches that refuse forced pushes, by repository id. */
  readonly forcePushDenied = new Map<string, Set<string>>()
  /** Set to make `recordPush` fail, to test how a refused push is reported. */
  rejectPushes: string | undefined

  addRepository(repository: ProviderRepository, collaborators: readonly string[] = []): this {
    this.repositories.set(repository.id, repository)
    this.pushers.set(repository.id, new Set([repository.owner, ...collaborators]))
    return this
  }

  async repository(id: string): Promise<ProviderRepository | undefined> {
    return this.repositories.get(id)
  }

  async findRepository(
    ownerIdOrName: string,
    name: string,
  ): Promise<ProviderRepository | undefined> {
    return [...this.repositories.values()].find(
      r => r.name === name && (r.owner === ownerIdOrName || r.ownerName === ownerIdOrName),
    )
  }

  verifySignedData(encoded: string): Promise<SignedData | { error: string }> {
    return verifyOffchainSignature(encoded)
  }

  async canPush(repositoryId: string, address: string): Promise<boolean> {
    return this.pushers.get(repositoryId)?.has(address) ?? false
  }

  async branchesWithoutForcePush(repositoryId: string): Promise<readonly string[]> {
    return [...(this.forcePushDenied.get(repositoryId) ?? [])]
  }

  async recordPush(push: RecordedPush): Promise<ChainAnswer> {
    if (this.rejectPushes !== undefined) return { ok: false, error: this.rejectPushes }
    this.pushes.push(push)
    return { ok: true }
  }

  async lfsObject(repositoryId: string, oid: string): Promise<{ size: number } | undefined> {
    return this.lfsObjects.get(`${repositoryId}/${oid}`)
  }

  async recordLfsObject(object: RecordedLfsObject): Promise<ChainAnswer> {
    if (this.rejectPushes !== undefined) return { ok: false, error: this.rejectPushes }
    this.lfsObjects.set(`${object.repositoryId}/${object.oid}`, object)
    return { ok: true }
  }
}
