import type { Coin } from '../../chain/coins.ts'
import { numericKey, type Store, type Table } from '../../state/store.ts'
import type {
  Challenge,
  LfsObject,
  Packfile,
  Provider,
  ProposalKind,
  ReleaseAsset,
  StorageProposal,
  StorageStats,
  LivenessViolation,
} from './types.ts'

const STATS_KEY = 'stats'
const EMPTY_STATS: StorageStats = {
  total_packfile_size: '0',
  total_release_asset_size: '0',
  total_lfs_object_size: '0',
}

/** What the stats and CID reference counts know of a packfile, release asset or LFS object. */
type StoredContent = Pick<Packfile | ReleaseAsset | LfsObject, 'size' | 'cid'>

const assetKey = (repositoryId: string, tag: string, name: string) =>
  `${numericKey(BigInt(repositoryId))}/${tag}\u0000${name}`

/** State of the storage module: providers, stored content, proposals, challenges and accounting. */
export class StorageKeeper {
  readonly providers: Table<Provider>
  readonly packfiles: Table<Packfile>
  readonly #packfileByRepository: Table<string>
  readonly releaseAssets: Table<ReleaseAsset>
  readonly #assetIndex: Table<string>
  readonly lfsObjects: Table<LfsObject>
  readonly #lfsIndex: Table<string>
  readonly proposals: Table<StorageProposal>
  readonly challenges: Table<Challenge>
  readonly violations: Table<LivenessViolation>
  readonly cidReferences: Table<string>
  readonly stakes: Table<readonly Coin[]>
  readonly rewards: Table<readonly Coin[]>
  /** Per provider: the part of a ulore of rewards not paid out yet, × one day in ms. */
  readonly rewardRemainders: Table<string>
  readonly #counters: Table<string>
  readonly #stats: Table<StorageStats>

  constructor(store: Store) {
    this.providers = store.table('storage/providers')
    this.packfiles = store.table('storage/packfiles')
    this.#packfileByRepository = store.table('storage/packfile-by-repository')
    this.releaseAssets = store.table('storage/release-assets')
    this.#assetIndex = store.table('storage/release-asset-index')
    this.lfsObjects = store.table('storage/lfs-objects')
    this.#lfsIndex = store.table('storage/lfs-object-index')
    this.proposals = store.table('storage/proposals')
    this.challenges = store.table('storage/challenges')
    this.violations = store.table('storage/liveness-violations')
    this.cidReferences = store.table('storage/cid-references')
    this.stakes = store.table('storage/stakes')
    this.rewards = store.table('storage/rewards')
    this.rewardRemainders = store.table('storage/reward-remainders')
    this.#counters = store.table('storage/counters')
    this.#stats = store.table('storage/stats')
  }

  /** Per-kind counters start at 0, like the module's. */
  nextId(counter: string): string {
    const next = BigInt(this.#counters.get(counter) ?? '0')
    this.#counters.set(counter, (next + 1n).toString())
    return next.toString()
  }

  provider(address: string): Provider | undefined {
    return this.providers.get(address)
  }

  isActive(address: string): boolean {
    const provider = this.providers.get(address)
    return (
      provider !== undefined && provider.status === 'PROVIDER_STATUS_ACTIVE' && !provider.jailed
    )
  }

  /** Providers in registration (id) order. */
  allProviders(): Provider[] {
    return this.providers.values().sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)))
  }

  activeProviders(): Provider[] {
    return this.allProviders().filter(p => p.status === 'PROVIDER_STATUS_ACTIVE' && !p.jailed)
  }

  packfileOf(repositoryId: string): Packfile | undefined {
    const id = this.#packfileByRepository.get(numericKey(BigInt(repositoryId)))
    return id === undefined ? undefined : this.packfiles.get(id)
  }

  savePackfile(packfile: Packfile): void {
    const previous = this.packfileOf(packfile.repository_id)
    this.packfiles.set(numericKey(BigInt(packfile.id)), packfile)
    this.#packfileByRepository.set(
      numericKey(BigInt(packfile.repository_id)),
      numericKey(BigInt(packfile.id)),
    )
    this.#countContent('total_packfile_size', previous, packfile)
  }

  deletePackfile(repositoryId: string): void {
    const packfile = this.packfileOf(repositoryId)
    if (!packfile) return
    this.packfiles.delete(numericKey(BigInt(packfile.id)))
    this.#packfileByRepository.delete(numericKey(BigInt(repositoryId)))
    this.#countContent('total_packfile_size', packfile, undefined)
  }

  releaseAsset(repositoryId: string, tag: string, name: string): ReleaseAsset | undefined {
    const id = this.#assetIndex.get(assetKey(repositoryId, tag, name))
    return id === undefined ? undefined : this.releaseAssets.get(id)
  }

  releaseAssetsOf(repositoryId: string, tag?: string): ReleaseAsset[] {
    const prefix =
      tag === undefined ? `${numericKey(BigInt(repositoryId))}/` : assetKey(repositoryId, tag, '')
    return this.#assetIndex.values(prefix).map(id => this.releaseAssets.get(id) as ReleaseAsset)
  }

  saveReleaseAsset(asset: ReleaseAsset): void {
    const previous = this.releaseAsset(asset.repository_id, asset.tag, asset.name)
    this.releaseAssets.set(numericKey(BigInt(asset.id)), asset)
    this.#assetIndex.set(
      assetKey(asset.repository_id, asset.tag, asset.name),
      numericKey(BigInt(asset.id)),
    )
    this.#countContent('total_release_asset_size', previous, asset)
  }

  deleteReleaseAsset(asset: ReleaseAsset): void {
    this.releaseAssets.delete(numericKey(BigInt(asset.id)))
    this.#assetIndex.delete(assetKey(asset.repository_id, asset.tag, asset.name))
    this.#countContent('total_release_asset_size', asset, undefined)
  }

  lfsObject(repositoryId: string, oid: string): LfsObject | undefined {
    const id = this.#lfsIndex.get(`${numericKey(BigInt(repositoryId))}/${oid}`)
    return id === undefined ? undefined : this.lfsObjects.get(id)
  }

  lfsObjectsOf(repositoryId: string): LfsObject[] {
    return this.#lfsIndex
      .values(`${numericKey(BigInt(repositoryId))}/`)
      .map(id => this.lfsObjects.get(id) as LfsObject)
  }

  saveLfsObject(object: LfsObject): void {
    const previous = this.lfsObject(object.repository_id, object.oid)
    this.lfsObjects.set(numericKey(BigInt(object.id)), object)
    this.#lfsIndex.set(
      `${numericKey(BigInt(object.repository_id))}/${object.oid}`,
      numericKey(BigInt(object.id)),
    )
    this.#countContent('total_lfs_object_size', previous, object)
  }

  deleteLfsObject(object: LfsObject): void {
    this.lfsObjects.delete(numericKey(BigInt(object.id)))
    this.#lfsIndex.delete(`${numericKey(BigInt(object.repository_id))}/${object.oid}`)
    this.#countContent('total_lfs_object_size', object, undefined)
  }

  /** Removes everything stored for a deleted repository. */
  deleteRepositoryContent(repositoryId: string): void {
    this.deletePackfile(repositoryId)
    for (const asset of this.releaseAssetsOf(repositoryId)) this.deleteReleaseAsset(asset)
    for (const object of this.lfsObjectsOf(repositoryId)) this.deleteLfsObject(object)
  }

  proposalKey(kind: ProposalKind, id: string): string {
    return `${kind}/${numericKey(BigInt(id))}`
  }

  proposal<K extends ProposalKind>(
    kind: K,
    id: string,
  ): Extract<StorageProposal, { kind: K }> | undefined {
    return this.proposals.get(this.proposalKey(kind, id)) as
      Extract<StorageProposal, { kind: K }> | undefined
  }

  proposalsOf<K extends ProposalKind>(kind: K): Extract<StorageProposal, { kind: K }>[] {
    return this.proposals.values(`${kind}/`) as Extract<StorageProposal, { kind: K }>[]
  }

  saveProposal(proposal: StorageProposal): void {
    this.proposals.set(this.proposalKey(proposal.kind, proposal.id), proposal)
  }

  deleteProposal(proposal: StorageProposal): void {
    this.proposals.delete(this.proposalKey(proposal.kind, proposal.id))
  }

  stats(): StorageStats {
    return this.#stats.get(STATS_KEY) ?? EMPTY_STATS
  }

  /**
   * Keeps the size total `field` and the CID reference counts right when stored content
   * `before` is replaced by `after` (either undefined: content added or deleted).
   */
  #countContent(
    field: keyof StorageStats,
    before: StoredContent | undefined,
    after: StoredContent | undefined,
  ): void {
    this.#adjustStats(field, BigInt(after?.size ?? 0) - BigInt(before?.size ?? 0))
    if (before?.cid === after?.cid) return
    if (before) this.#reference(before.cid, -1)
    if (after) this.#reference(after.cid, 1)
  }

  #adjustStats(field: keyof StorageStats, delta: bigint): void {
    if (delta === 0n) return
    const stats = this.stats()
    const next = BigInt(stats[field]) + delta
    this.#stats.set(STATS_KEY, { ...stats, [field]: (next < 0n ? 0n : next).toString() })
  }

  #reference(cid: string, delta: number): void {
    if (cid === '') return
    const count = BigInt(this.cidReferences.get(cid) ?? '0') + BigInt(delta)
    if (count <= 0n) this.cidReferences.delete(cid)
    else this.cidReferences.set(cid, count.toString())
  }
}
