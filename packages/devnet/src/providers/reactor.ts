import { existsSync } from 'node:fs'
import type { ChainNode } from '../chain/chain-node.ts'
import type { ChainEvent } from '../chain/events.ts'
import type { GitopiaContext } from '../modules/gitopia/context.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import { cidFromSha256 } from '../modules/storage/types.ts'
import { git, gitText } from '../storage-provider/git.ts'
import { repackAndDescribe } from '../storage-provider/packfile.ts'
import { releaseAssetPath } from '../storage-provider/release-assets.ts'
import type { RepositoryStore } from '../storage-provider/repositories.ts'
import { tamperedMergeTree } from './merge-tamper.ts'
import type { DevnetProvider } from './start.ts'

const STORAGE = '/gitopia.gitopia.storage.'
const GITOPIA = '/gitopia.gitopia.gitopia.'

type Attributes = Readonly<Record<string, string>>

/**
 * The gitopia `message` events of a committed tx, as attribute maps, each with the tx's sender:
 * the `sender` of its first `message` event, i.e. the signer of its first Msg (for a DAO proposal
 * run by `MsgExec`, the member who executed it).
 */
function gitopiaActions(events: readonly ChainEvent[]): { action: Attributes; sender: string }[] {
  const messages = events
    .filter(e => e.type === 'message')
    .map(e => Object.fromEntries(e.attributes.map(a => [a.key, a.value])) as Attributes)
  const sender = messages.find(attributes => attributes.sender)?.sender ?? ''
  return messages
    .filter(attributes => attributes.module === 'gitopia' && attributes.action !== undefined)
    .map(action => ({ action, sender }))
}

/**
 * What the storage providers do when the chain asks them to (docs/protocol.md#what-the-devnets-providers-do): merge a pull
 * request with git and propose the packfile update; propose release-asset updates after a release
 * names them; propose a repository deletion; and move the git branch once a merge is approved.
 * Each reaction is signed by the provider the Msg named.
 */
export class ProviderReactor {
  readonly #repos: RepositoryStore
  #work: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly options: {
      node: ChainNode
      platform: GitopiaContext
      storage: StorageKeeper
      providers: readonly DevnetProvider[]
      dataDir: string
      repositories: RepositoryStore
    },
  ) {
    this.#repos = options.repositories
    options.node.onCommit(block => {
      for (const result of block.results) {
        if (result.code !== 0) continue
        for (const { action, sender } of gitopiaActions(result.events))
          this.#enqueue(action, sender)
      }
    })
  }

  /** Resolves when every reaction queued so far has finished (tests wait on it). */
  idle(): Promise<unknown> {
    return this.#work
  }

  #enqueue(action: Attributes, sender: string): void {
    const run = () => this.#react(action, sender)
    this.#work = this.#work.then(run).catch((error: unknown) => {
      console.error(`devnet provider: ${action.action} failed:`, error)
    })
  }

  #provider(address: string | undefined): DevnetProvider | undefined {
    return this.options.providers.find(provider => provider.address === address)
  }

  async #react(action: Attributes, sender: string): Promise<void> {
    switch (action.action) {
      case 'InvokeMergePullRequest':
        return this.#merge(action, action.Creator ?? '')
      // Like gitopia-storage: a DAO's merge is for the member whose tx ran the proposal to approve.
      case 'InvokeDaoMergePullRequest':
        return this.#merge(action, sender)
      case 'MergePullRequest':
        return this.#moveBranch(action)
      case 'CreateRelease':
      case 'UpdateRelease':
      case 'DeleteRelease':
        return this.#releaseAssets(action)
      case 'DeleteRepository':
        return this.#deleteRepository(action)
      default:
        return undefined
    }
  }

  /** Merges with git and proposes the new packfile for `invoker` to approve. */
  async #merge(action: Attributes, invoker: string): Promise<void> {
    const provider = this.#provider(action.Provider)
    if (!provider) return
    const { platform, storage } = this.options
    const pull = platform.pulls.get(action.PullRequestId ?? '')
    if (!pull?.base || !pull.head) return
    const base = await this.#repos.open(pull.base.repositoryId)
    const head = await this.#repos.open(pull.head.repositoryId)
    const baseSha = platform.repos.branches.get(base.id, pull.base.branch)?.sha
    const headSha = platform.repos.branches.get(head.id, pull.head.branch)?.sha
    if (!baseSha || !headSha) throw new Error(`pull request ${pull.id}: branch not found`)
    if (head.id !== base.id)
      await git(base.dir, [
        'fetch',
        '--quiet',
        '--no-tags',
        head.dir,
        `+${headSha}:refs/gitopia/pull/${pull.id}/head`,
      ])
    const result = await git(base.dir, ['merge-tree', '--write-tree', baseSha, headSha], {
      okCodes: [1],
    })
    if (result.code !== 0) {
      // The real provider marks the task failed, so the client can say why instead of waiting.
      await provider.signer.submit([
        {
          typeUrl: `${GITOPIA}MsgUpdateTask`,
          value: {
            creator: provider.address,
            id: Number(action.TaskId ?? 0),
            state: 2,
            message: `merge conflict: pull request #${pull.iid} can't be merged automatically`,
          },
        },
      ])
      return
    }
    const merged = result.stdout.toString().split('\n')[0] ?? ''
    // Fault `tamper`: a hostile provider slips a file into the merge it prepares.
    const tree = provider.server.fault().tamper ? await tamperedMergeTree(base.dir, merged) : merged
    const who = platform.users.user(invoker)?.username ?? invoker
    const headRepository = platform.repos.get(head.id)
    const message = `Merge pull request #${pull.iid} from ${headRepository?.name ?? head.id}/${pull.head.branch}`
    const date = `${Math.floor(Date.now() / 1000)} +0000`
    const identity = {
      GIT_AUTHOR_NAME: who,
      GIT_AUTHOR_EMAIL: `${invoker}@gitopia.devnet`,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: who,
      GIT_COMMITTER_EMAIL: `${invoker}@gitopia.devnet`,
      GIT_COMMITTER_DATE: date,
    }
    const commit = (
      await gitText(base.dir, ['commit-tree', tree, '-p', baseSha, '-p', headSha, '-m', message], {
        env: identity,
      })
    ).trim()
    // Kept under a private ref until the chain moves the branch; then it is part of the pack.
    await git(base.dir, ['update-ref', `refs/gitopia/merge/${pull.id}`, commit])
    const packfile = await repackAndDescribe(base.dir)
    await provider.signer.submit([
      {
        typeUrl: `${STORAGE}MsgProposeRepositoryPackfileUpdate`,
        value: {
          creator: provider.address,
          user: invoker,
          repositoryId: Number(base.id),
          name: packfile.name,
          cid: cidFromSha256(packfile.sha256),
          rootHash: Buffer.from(packfile.rootHash, 'hex'),
          size: packfile.size,
          oldCid: storage.packfileOf(base.id)?.cid ?? '',
          mergeCommitSha: commit,
          delete: false,
        },
      },
    ])
  }

  async #moveBranch(action: Attributes): Promise<void> {
    const repository = await this.#repos.open(action.RepositoryId ?? '')
    const branch = action.BaseBranch ?? ''
    const sha = action.MergeCommitSha ?? ''
    await git(repository.dir, ['update-ref', `refs/heads/${branch}`, sha])
  }

  async #releaseAssets(action: Attributes): Promise<void> {
    const provider = this.#provider(action.Provider)
    if (!provider) return
    const { platform, storage, dataDir } = this.options
    const repositoryId = action.RepositoryId ?? ''
    const tag = action.ReleaseTagName ?? ''
    const release =
      action.action === 'DeleteRelease' ? undefined : platform.releases.get(action.ReleaseId ?? '')
    const attachments = release?.attachments ?? []
    const existing = storage.releaseAssetsOf(repositoryId, tag)
    const assets = [
      ...attachments
        .filter(a => existsSync(releaseAssetPath(dataDir, repositoryId, tag, a.name)))
        .filter(a => existing.find(e => e.name === a.name)?.sha256 !== a.sha)
        .map(a => {
          const current = existing.find(e => e.name === a.name)
          return {
            name: a.name,
            cid: cidFromSha256(a.sha),
            rootHash: Buffer.from(a.sha, 'hex'),
            size: Number(a.size),
            sha256: a.sha,
            oldCid: current?.cid ?? '',
          }
        }),
      ...existing
        .filter(e => !attachments.some(a => a.name === e.name))
        .map(e => ({
          name: e.name,
          cid: '',
          rootHash: new Uint8Array(),
          size: 0,
          sha256: e.sha256,
          oldCid: e.cid,
        })),
    ]
    if (assets.length === 0) return
    await provider.signer.submit([
      {
        typeUrl: `${STORAGE}MsgProposeReleaseAssetsUpdate`,
        value: {
          creator: provider.address,
          user: action.Creator ?? '',
          repositoryId: Number(repositoryId),
          tag,
          assets,
        },
      },
    ])
  }

  async #deleteRepository(action: Attributes): Promise<void> {
    const provider = this.#provider(action.Provider)
    if (!provider) return
    await provider.signer.submit([
      {
        typeUrl: `${STORAGE}MsgProposeRepositoryDelete`,
        value: {
          creator: provider.address,
          user: action.Creator ?? '',
          repositoryId: Number(action.RepositoryId ?? ''),
        },
      },
    ])
  }
}
