import { join } from 'node:path'
import type { EncodeObject } from '@cosmjs/proto-signing'
import type { ChainNode } from '../chain/chain-node.ts'
import { SystemSigner, type SignerDeps } from '../chain/system-signer.ts'
import type { GitopiaContext } from '../modules/gitopia/context.ts'
import type { GroupKeeper } from '../modules/group/keeper.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import { cidFromSha256 } from '../modules/storage/types.ts'
import type { DevnetProvider } from '../providers/start.ts'
import { repackAndDescribe } from '../storage-provider/packfile.ts'
import { createSeedRepository } from './git/create.ts'
import type { SeededRepository, SeedRepositorySpec } from './git/spec.ts'

/** What seeding needs from a started devnet. */
export interface SeedContext {
  readonly node: ChainNode
  readonly signerDeps: SignerDeps
  readonly platform: GitopiaContext
  readonly storage: StorageKeeper
  readonly groups: GroupKeeper
  readonly providers: readonly DevnetProvider[]
  /** The providers' shared data directory. */
  readonly dataDir: string
}

export type Msg = { readonly type: string; readonly value: Record<string, unknown> }

const GITOPIA = '/gitopia.gitopia.gitopia.'

/**
 * Drives the chain through real signed txs, one block per phase: every signer's tx of a phase is
 * broadcast in order, then a block is produced and every tx must have succeeded.
 */
export class Seeder {
  readonly #signers = new Map<string, SystemSigner>()

  constructor(readonly ctx: SeedContext) {}

  async signer(mnemonic: string): Promise<SystemSigner> {
    let signer = this.#signers.get(mnemonic)
    if (!signer) {
      signer = await SystemSigner.fromMnemonic(mnemonic, this.ctx.signerDeps)
      this.#signers.set(mnemonic, signer)
    }
    return signer
  }

  /** Runs one block of txs; `creator` defaults to the signer for gitopia Msgs. */
  async phase(
    label: string,
    txs: readonly (readonly [SystemSigner, readonly Msg[]])[],
  ): Promise<void> {
    const hashes: { hash: string; signer: string }[] = []
    for (const [signer, msgs] of txs) {
      if (msgs.length === 0) continue
      const encoded: EncodeObject[] = msgs.map(({ type, value }) => ({
        typeUrl: type.startsWith('/') ? type : `${GITOPIA}${type}`,
        value: type.startsWith('/') ? value : { creator: signer.address, ...value },
      }))
      const { hash, check } = await signer.broadcast(encoded, `seed: ${label}`)
      if (check.code !== 0)
        throw new Error(`seed ${label}: ${signer.address} refused: ${check.log}`)
      hashes.push({ hash, signer: signer.address })
    }
    this.ctx.node.produceBlock()
    for (const { hash, signer } of hashes) {
      const result = this.ctx.node.tx(hash)?.result
      if (result?.code !== 0)
        throw new Error(`seed ${label}: tx of ${signer} failed: ${result?.log ?? 'not committed'}`)
    }
  }

  /** Builds a seed git repository where the providers keep repository `id`. */
  async buildGit(
    id: string,
    spec: SeedRepositorySpec,
    parent?: SeededRepository,
  ): Promise<SeededRepository> {
    const dir = join(this.ctx.dataDir, 'repositories', `${id}.git`)
    return createSeedRepository(dir, spec, parent)
  }

  /** The provider's Msg recording a repository's packfile, and the CID branch updates name. */
  async packfileMsg(provider: DevnetProvider, id: string, git: SeededRepository) {
    const packfile = await repackAndDescribe(git.path)
    const cid = cidFromSha256(packfile.sha256)
    const msg: Msg = {
      type: '/gitopia.gitopia.storage.MsgUpdateRepositoryPackfile',
      value: {
        creator: provider.address,
        repositoryId: Number(id),
        name: packfile.name,
        cid,
        rootHash: Buffer.from(packfile.rootHash, 'hex'),
        size: packfile.size,
        oldCid: '',
      },
    }
    return { msg, cid }
  }
}

/** Branch and tag Msgs for a seeded repository; `only` limits the branches. */
export function refMsgs(
  repositoryId: { id: string; name: string },
  git: SeededRepository,
  cid: string,
  options: { firstBranch: string; only?: readonly string[] },
): Msg[] {
  const branches: { name: string; sha: string }[] = []
  const tags: { name: string; sha: string }[] = []
  for (const [ref, sha] of Object.entries(git.refs)) {
    if (ref.startsWith('refs/heads/')) branches.push({ name: ref.slice(11), sha })
    else if (ref.startsWith('refs/tags/')) tags.push({ name: ref.slice(10), sha })
  }
  const wanted = branches
    .filter(branch => !options.only || options.only.includes(branch.name))
    // The first branch set on an empty repository becomes its default branch.
    .sort((a, b) => Number(b.name === options.firstBranch) - Number(a.name === options.firstBranch))
  const msgs: Msg[] = [
    { type: 'MsgMultiSetBranch', value: { repositoryId, branches: wanted, packfileCid: cid } },
  ]
  if (tags.length > 0 && !options.only)
    msgs.push({ type: 'MsgMultiSetTag', value: { repositoryId, tags, packfileCid: cid } })
  return msgs
}
