import type {
  MsgAddRepositoryBackupRef,
  MsgChangeOwner,
  MsgCreateRepository,
  MsgCreateRepositoryLabel,
  MsgDeleteBranch,
  MsgDeleteRepository,
  MsgDeleteRepositoryLabel,
  MsgDeleteTag,
  MsgForkRepository,
  MsgMultiDeleteBranch,
  MsgMultiDeleteTag,
  MsgMultiSetBranch,
  MsgMultiSetTag,
  MsgRemoveRepositoryCollaborator,
  MsgRenameRepository,
  MsgSetBranch,
  MsgSetDefaultBranch,
  MsgSetTag,
  MsgToggleArweaveBackup,
  MsgToggleForcePush,
  MsgToggleRepositoryArchived,
  MsgToggleRepositoryForking,
  MsgUpdateRepositoryBackupRef,
  MsgRemoveDaoRepositoryCollaborator,
  MsgUpdateDaoRepositoryCollaborator,
  MsgUpdateRepositoryCollaborator,
  MsgUpdateRepositoryDescription,
  MsgUpdateRepositoryLabel,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateRepositoryLabelResponse,
  MsgCreateRepositoryResponse,
  MsgForkRepositoryResponse,
  MsgToggleArweaveBackupResponse,
  MsgToggleRepositoryForkingResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { isValidAddress } from '../../chain/addresses.ts'
import { respond, type MsgContext, type MsgHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { RouteResponse, Router } from '../../http/router.ts'
import { numericKey, type Store, type Table } from '../../state/store.ts'
import {
  gitopiaEvent,
  handler,
  invalid,
  notFound,
  now,
  resolveOwner,
  REST_PREFIX,
  TYPE_PREFIX,
} from './common.ts'
import type { GitopiaContext } from './context.ts'
import {
  newRepository,
  toFork,
  u64,
  type Branch,
  type Permission,
  type Repository,
  type Tag,
} from './json.ts'
import { isPermission, noPermission, requireNotArchived, requirePermission } from './permissions.ts'

type RepositoryRef = { id: string; name: string } | undefined

/** Repositories, their name index per owner, branches and tags. */
export class RepositoriesKeeper {
  readonly #repos: Table<Repository>
  readonly #names: Table<string>
  readonly #branches: Table<Branch>
  readonly #tags: Table<Tag>

  constructor(store: Store) {
    this.#repos = store.table('gitopia/repositories')
    this.#names = store.table('gitopia/repository-names')
    this.#branches = store.table('gitopia/branches')
    this.#tags = store.table('gitopia/tags')
  }

  get(id: string | bigint): Repository | undefined {
    return this.#repos.get(numericKey(BigInt(id)))
  }

  all(): Repository[] {
    return this.#repos.values()
  }

  /** Case-insensitive, like the chain's lower-cased name index. */
  byName(owner: string, name: string): Repository | undefined {
    const id = this.#names.get(`${owner}/${name.toLowerCase()}`)
    return id === undefined ? undefined : this.get(id)
  }

  /** An owner's repositories in store order: by lower-cased name. */
  ofOwner(owner: string): Repository[] {
    return this.#names.values(`${owner}/`).map(id => this.get(id) as Repository)
  }

  save(repository: Repository): void {
    const previous = this.get(repository.id)
    if (previous) this.#names.delete(nameKey(previous))
    this.#repos.set(numericKey(BigInt(repository.id)), repository)
    this.#names.set(nameKey(repository), repository.id)
  }

  update(id: string, fn: (repository: Repository) => Repository): Repository {
    const next = fn(this.get(id) as Repository)
    this.save(next)
    return next
  }

  remove(repository: Repository): void {
    this.#repos.delete(numericKey(BigInt(repository.id)))
    this.#names.delete(nameKey(repository))
    for (const [key] of [...this.#branches.entries(`${numericKey(BigInt(repository.id))}/`)])
      this.#branches.delete(key)
    for (const [key] of [...this.#tags.entries(`${numericKey(BigInt(repository.id))}/`)])
      this.#tags.delete(key)
  }

  branch(repositoryId: string, name: string): Branch | undefined {
    return this.#branches.get(refKey(repositoryId, name))
  }

  branches(repositoryId?: string): Branch[] {
    return this.#branches.values(repositoryId === undefined ? '' : `${refKey(repositoryId, '')}`)
  }

  setBranch(branch: Branch): void {
    this.#branches.set(refKey(branch.repositoryId, branch.name), branch)
  }

  deleteBranch(repositoryId: string, name: string): boolean {
    return this.#branches.delete(refKey(repositoryId, name))
  }

  tag(repositoryId: string, name: string): Tag | undefined {
    return this.#tags.get(refKey(repositoryId, name))
  }

  tags(repositoryId?: string): Tag[] {
    return this.#tags.values(repositoryId === undefined ? '' : `${refKey(repositoryId, '')}`)
  }

  setTag(tag: Tag): void {
    this.#tags.set(refKey(tag.repositoryId, tag.name), tag)
  }

  deleteTag(repositoryId: string, name: string): boolean {
    return this.#tags.delete(refKey(repositoryId, name))
  }
}

const nameKey = (repository: Repository) =>
  `${repository.owner.id}/${repository.name.toLowerCase()}`
const refKey = (repositoryId: string, name: string) => `${numericKey(BigInt(repositoryId))}/${name}`

/** A Msg's `RepositoryId {id: owner, name}` to the stored repository. */
export function findRepository(g: GitopiaContext, ref: RepositoryRef): Repository {
  const owner = resolveOwner(g.users, address => g.daos.isDao(address), ref?.id ?? '')
  const repository = g.repos.byName(owner.address, ref?.name ?? '')
  if (!repository) throw notFound(`repository (${ref?.name ?? ''}) doesn't exist`)
  return repository
}

const REPOSITORY_NAME = /^[\p{L}\p{N}._-]+$/u

export function validateRepositoryName(name: string): void {
  const length = [...name].length
  if (length < 3) throw invalid('Repository name must be at least 3 characters long')
  if (length > 100) throw invalid('Repository name exceeds limit: 100')
  if (!REPOSITORY_NAME.test(name) || name === '.' || name === '..')
    throw invalid('repository name is not sanitized')
}

function validateDescription(description: string): void {
  if (description.length > 255) throw invalid('Repository description exceeds limit: 255')
}

function validateOwnerId(owner: string): void {
  if (isValidAddress(owner)) return
  if (owner.length < 3 || owner.length > 39) throw invalid(`invalid owner id (${owner})`)
}

function validateRef(ref: RepositoryRef): void {
  if (!ref || ref.id === '' || ref.name === '') throw invalid('invalid repository id')
}

/** Creator needs a User, the repository must exist, not be archived, and the permission. */
function editable(
  g: GitopiaContext,
  creator: string,
  ref: RepositoryRef,
  min: Permission,
  allowArchived = false,
): Repository {
  g.users.requireUser(creator)
  const repository = findRepository(g, ref)
  if (!allowArchived) requireNotArchived(repository)
  requirePermission(g.daos, repository, creator, min)
  return repository
}

function repositoryEvent(
  ctx: MsgContext,
  action: string,
  repository: Repository,
  extra: Record<string, string> = {},
): void {
  gitopiaEvent(ctx, action, {
    RepositoryId: repository.id,
    RepositoryName: repository.name,
    ...extra,
  })
}

function creatorCanOwn(g: GitopiaContext, creator: string, owner: string, type: string): boolean {
  return type === 'USER' ? owner === creator : g.daos.isDaoMember(owner, creator)
}

export function repositoryHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const touch = (repository: Repository, ctx: MsgContext, changes: Partial<Repository>) =>
    g.repos.update(repository.id, current => ({ ...current, ...changes, updatedAt: now(ctx) }))

  const simple = <M extends { creator: string; repositoryId: RepositoryRef }>(
    name: string,
    min: Permission,
    apply: (repository: Repository, msg: M, ctx: MsgContext) => Partial<Repository>,
    options: {
      validate?: (msg: M) => void
      allowArchived?: boolean
      respond?: (repository: Repository) => ReturnType<MsgHandler['execute']>
    } = {},
  ) =>
    handler<M>(name, {
      validate: msg => {
        validateRef(msg.repositoryId)
        options.validate?.(msg)
      },
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, min, options.allowArchived)
        const next = touch(repository, ctx, apply(repository, msg, ctx))
        repositoryEvent(ctx, name.replace(/^Msg/, ''), next, {
          Creator: msg.creator,
          UpdatedAt: next.updatedAt,
        })
        return options.respond?.(next)
      },
    })

  const createRepository = handler<MsgCreateRepository>('MsgCreateRepository', {
    validate: msg => {
      validateRepositoryName(msg.name)
      validateOwnerId(msg.owner)
      validateDescription(msg.description)
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const owner = resolveOwner(g.users, address => g.daos.isDao(address), msg.owner)
      if (g.repos.byName(owner.address, msg.name))
        throw invalid(`repository (${msg.owner}/${msg.name}) already exists`)
      if (!creatorCanOwn(g, msg.creator, owner.address, owner.type))
        throw noPermission(msg.creator).prefixed('cannot create repository')
      const repository = newRepository({
        creator: msg.creator,
        id: g.users.nextId('repository').toString(),
        name: msg.name,
        owner: { id: owner.address, type: owner.type },
        description: msg.description,
        time: now(ctx),
      })
      g.repos.save(repository)
      repositoryEvent(ctx, 'CreateRepository', repository, {
        Creator: msg.creator,
        RepositoryOwnerId: owner.address,
        RepositoryOwnerType: owner.type,
        CreatedAt: repository.createdAt,
        UpdatedAt: repository.updatedAt,
      })
      return respond(`${TYPE_PREFIX}MsgCreateRepositoryResponse`, MsgCreateRepositoryResponse, {
        repositoryId: { id: owner.address, name: repository.name },
      })
    },
  })

  const forkRepository = handler<MsgForkRepository>('MsgForkRepository', {
    validate: msg => {
      validateRef(msg.repositoryId)
      if (msg.forkRepositoryName !== '') validateRepositoryName(msg.forkRepositoryName)
      validateDescription(msg.forkRepositoryDescription)
      validateOwnerId(msg.owner)
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const isDao = (address: string) => g.daos.isDao(address)
      const owner = resolveOwner(g.users, isDao, msg.owner)
      const source = findRepository(g, msg.repositoryId)
      const name = msg.forkRepositoryName || source.name
      if (g.repos.byName(owner.address, name))
        throw invalid(`repository (${msg.owner}/${name}) already exist`)
      if (!source.allowForking) throw invalid('forking is not allowed')
      if (msg.branch !== '' && !g.repos.branch(source.id, msg.branch)) {
        throw notFound(`branch ${msg.branch} not found in parent repository, id = ${source.id}`)
      }
      if (!creatorCanOwn(g, msg.creator, owner.address, owner.type)) throw noPermission(msg.creator)
      const fork: Repository = {
        ...newRepository({
          creator: msg.creator,
          id: g.users.nextId('repository').toString(),
          name,
          owner: { id: owner.address, type: owner.type },
          description: msg.forkRepositoryDescription || source.description,
          time: now(ctx),
        }),
        commits: source.commits,
        license: source.license,
        defaultBranch: msg.branch || source.defaultBranch,
        parent: source.id,
        fork: true,
      }
      g.repos.save(fork)
      const branches = g.repos
        .branches(source.id)
        .filter(branch => msg.branch === '' || branch.name === msg.branch)
      for (const branch of branches) {
        g.repos.setBranch({
          ...branch,
          id: g.users.nextId('branch').toString(),
          repositoryId: fork.id,
          createdAt: now(ctx),
          updatedAt: now(ctx),
        })
      }
      g.repos.update(source.id, current => ({ ...current, forks: [...current.forks, fork.id] }))
      repositoryEvent(ctx, 'ForkRepository', fork, {
        Creator: msg.creator,
        ParentRepositoryId: source.id,
        RepositoryOwnerId: owner.address,
      })
      return respond(`${TYPE_PREFIX}MsgForkRepositoryResponse`, MsgForkRepositoryResponse, {
        id: Number(fork.id),
      })
    },
  })

  const renameRepository = handler<MsgRenameRepository>('MsgRenameRepository', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateRepositoryName(msg.name)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const taken = g.repos.byName(repository.owner.id, msg.name)
      if (taken && taken.id !== repository.id)
        throw invalid(`repository (${msg.name}) already exists`)
      const next = touch(repository, ctx, { name: msg.name })
      repositoryEvent(ctx, 'RenameRepository', next, { Creator: msg.creator })
      return undefined
    },
  })

  const changeOwner = handler<MsgChangeOwner>('MsgChangeOwner', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateOwnerId(msg.owner)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const owner = resolveOwner(g.users, address => g.daos.isDao(address), msg.owner)
      if (g.repos.byName(owner.address, repository.name))
        throw invalid(`repository (${msg.owner}/${repository.name}) already exist`)
      if (owner.type === 'DAO' && !g.daos.isDaoMember(owner.address, msg.creator))
        throw noPermission(msg.creator)
      const next = touch(repository, ctx, { owner: { id: owner.address, type: owner.type } })
      repositoryEvent(ctx, 'ChangeOwner', next, {
        Creator: msg.creator,
        RepositoryOwnerId: owner.address,
      })
      return undefined
    },
  })

  /** Adds or changes a collaborator (in place when present), as both Msg forms do. */
  const setCollaborator = (
    ctx: MsgContext,
    repository: Repository,
    creator: string,
    userId: string,
    role: string,
  ) => {
    const user = resolveOwner(g.users, () => false, userId).address
    if (repository.owner.id === user) throw invalid('owner cannot be a collaborator')
    const permission = role as Permission
    const existing = repository.collaborators.some(entry => entry.id === user)
    const collaborators = existing
      ? repository.collaborators.map(entry =>
          entry.id === user ? { id: user, permission } : entry,
        )
      : [...repository.collaborators, { id: user, permission }]
    const next = touch(repository, ctx, { collaborators })
    repositoryEvent(ctx, 'UpdateRepositoryCollaborator', next, {
      Creator: creator,
      RepositoryCollaborator: user,
      Permission: permission,
    })
  }

  const dropCollaborator = (
    ctx: MsgContext,
    repository: Repository,
    creator: string,
    userId: string,
  ) => {
    const user = resolveOwner(g.users, () => false, userId).address
    if (!repository.collaborators.some(entry => entry.id === user))
      throw notFound(`user (${userId}) is not collaborator`)
    const next = touch(repository, ctx, {
      collaborators: repository.collaborators.filter(entry => entry.id !== user),
    })
    repositoryEvent(ctx, 'RemoveRepositoryCollaborator', next, {
      Creator: creator,
      RepositoryCollaborator: user,
    })
  }

  const updateCollaborator = handler<MsgUpdateRepositoryCollaborator>(
    'MsgUpdateRepositoryCollaborator',
    {
      validate: msg => {
        validateRef(msg.repositoryId)
        if (!isPermission(msg.role)) throw invalid(`invalid role (${msg.role})`)
      },
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
        requireCollaboratorWithoutProposal(g, repository)
        setCollaborator(ctx, repository, msg.creator, msg.user, msg.role)
        return undefined
      },
    },
  )

  const removeCollaborator = handler<MsgRemoveRepositoryCollaborator>(
    'MsgRemoveRepositoryCollaborator',
    {
      validate: msg => validateRef(msg.repositoryId),
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
        requireCollaboratorWithoutProposal(g, repository)
        dropCollaborator(ctx, repository, msg.creator, msg.user)
        return undefined
      },
    },
  )

  /** The `…Dao…` forms: sent by the DAO's group policy (a passed proposal), no proposal rule. */
  const daoRepository = (admin: string, ref: RepositoryRef): Repository => {
    const repository = findRepository(g, ref)
    requireNotArchived(repository)
    if (repository.owner.type !== 'DAO' || !g.daos.isDaoAdmin(repository.owner.id, admin))
      throw noPermission(admin)
    return repository
  }

  const updateDaoCollaborator = handler<MsgUpdateDaoRepositoryCollaborator>(
    'MsgUpdateDaoRepositoryCollaborator',
    {
      signer: msg => msg.admin,
      validate: msg => {
        validateRef(msg.repositoryId)
        if (!isPermission(msg.role)) throw invalid(`invalid role (${msg.role})`)
      },
      execute: (msg, ctx) => {
        const repository = daoRepository(msg.admin, msg.repositoryId)
        setCollaborator(ctx, repository, msg.admin, msg.user, msg.role)
        return undefined
      },
    },
  )

  const removeDaoCollaborator = handler<MsgRemoveDaoRepositoryCollaborator>(
    'MsgRemoveDaoRepositoryCollaborator',
    {
      signer: msg => msg.admin,
      validate: msg => validateRef(msg.repositoryId),
      execute: (msg, ctx) => {
        const repository = daoRepository(msg.admin, msg.repositoryId)
        dropCollaborator(ctx, repository, msg.admin, msg.user)
        return undefined
      },
    },
  )

  const validateLabel = (msg: { name: string; color: string; description: string }) => {
    if (msg.name.trim() === '') throw invalid('label name can not be empty')
    if (msg.name.length > 63) throw invalid('label name exceeds limit: 63')
    if (!/^#[0-9a-fA-F]{6}$/.test(msg.color)) throw invalid(`invalid color (${msg.color})`)
    if (msg.description.length > 255) throw invalid('label description exceeds limit: 255')
  }

  const createLabel = handler<MsgCreateRepositoryLabel>('MsgCreateRepositoryLabel', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateLabel(msg)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const sameName = (name: string) => name.toLowerCase() === msg.name.toLowerCase()
      if (repository.labels.some(label => sameName(label.name)))
        throw invalid(`label (${msg.name}) already exists`)
      const id = u64(BigInt(repository.labelsCount) + 1n)
      const label = { id, name: msg.name, color: msg.color, description: msg.description }
      const next = touch(repository, ctx, {
        labels: [...repository.labels, label],
        labelsCount: id,
      })
      repositoryEvent(ctx, 'CreateRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return respond(
        `${TYPE_PREFIX}MsgCreateRepositoryLabelResponse`,
        MsgCreateRepositoryLabelResponse,
        { id: Number(id) },
      )
    },
  })

  const updateLabel = handler<MsgUpdateRepositoryLabel>('MsgUpdateRepositoryLabel', {
    validate: msg => {
      validateRef(msg.repositoryId)
      validateLabel(msg)
    },
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const id = u64(msg.labelId)
      if (!repository.labels.some(label => label.id === id))
        throw notFound(`label with id (${id}) doesn't exist`)
      const clash = repository.labels.find(
        label => label.id !== id && label.name.toLowerCase() === msg.name.toLowerCase(),
      )
      if (clash) throw invalid(`label (${msg.name}) already exists`)
      const labels = repository.labels.map(label =>
        label.id === id
          ? { id, name: msg.name, color: msg.color, description: msg.description }
          : label,
      )
      const next = touch(repository, ctx, { labels })
      repositoryEvent(ctx, 'UpdateRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return undefined
    },
  })

  const deleteLabel = handler<MsgDeleteRepositoryLabel>('MsgDeleteRepositoryLabel', {
    validate: msg => validateRef(msg.repositoryId),
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const id = u64(msg.labelId)
      if (!repository.labels.some(label => label.id === id))
        throw notFound(`label with id (${id}) doesn't exist`)
      const next = touch(repository, ctx, {
        labels: repository.labels.filter(label => label.id !== id),
      })
      repositoryEvent(ctx, 'DeleteRepositoryLabel', next, {
        Creator: msg.creator,
        RepositoryLabelId: id,
      })
      return undefined
    },
  })

  const deleteRepository = handler<MsgDeleteRepository>('MsgDeleteRepository', {
    validate: msg => validateRef(msg.repositoryId),
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN', true)
      if (repository.owner.type === 'DAO') {
        const dao = g.daos.get(repository.owner.id)
        if (dao?.config.require_repository_deletion_proposal)
          throw invalid(`dao (${dao.name}) requires a proposal to delete a repository`)
      }
      if (repository.forks.length > 0)
        throw invalid(`repository ${repository.name} has forks, cannot delete`)
      // Final v6: with a provider named, the provider proposes the deletion and the user's
      // MsgApproveRepositoryDelete removes the repository (docs/protocol.md#storage-proposals).
      if (msg.provider !== '') {
        repositoryEvent(ctx, 'DeleteRepository', repository, {
          Creator: msg.creator,
          Provider: msg.provider,
        })
        return undefined
      }
      removeRepository(g, repository)
      repositoryEvent(ctx, 'DeleteRepository', repository, { Creator: msg.creator })
      return undefined
    },
  })

  // The packfile CID of SetBranch/SetTag is not checked yet: packfiles live in the storage module,
  // which a later step adds; until then the git push path is trusted.
  const setBranches = (
    msg: { creator: string; repositoryId: RepositoryRef },
    branches: readonly { name: string; sha: string }[],
    ctx: MsgContext,
    action: string,
  ) => {
    const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
    const hadBranches = g.repos.branches(repository.id).length > 0
    for (const { name, sha } of branches) {
      const existing = g.repos.branch(repository.id, name)
      g.repos.setBranch(
        existing
          ? { ...existing, sha, updatedAt: now(ctx) }
          : {
              id: g.users.nextId('branch').toString(),
              repositoryId: repository.id,
              name,
              sha,
              allowForcePush: true,
              createdAt: now(ctx),
              updatedAt: now(ctx),
            },
      )
    }
    const first = branches[0]
    const changes: Partial<Repository> =
      !hadBranches && first
        ? { defaultBranch: first.name, pushedAt: now(ctx) }
        : { pushedAt: now(ctx) }
    const next = touch(repository, ctx, changes)
    repositoryEvent(ctx, action, next, {
      Creator: msg.creator,
      RepositoryBranch: branches.map(branch => branch.name).join(','),
    })
  }

  const deleteBranches = (
    msg: { creator: string; repositoryId: RepositoryRef },
    names: readonly string[],
    ctx: MsgContext,
    action: string,
  ) => {
    const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
    for (const name of names) {
      if (name === repository.defaultBranch) throw invalid(`cannot delete default branch (${name})`)
      if (!g.repos.deleteBranch(repository.id, name))
        throw notFound(`branch (${name}) doesn't exist`)
    }
    const next = touch(repository, ctx, {})
    repositoryEvent(ctx, action, next, { Creator: msg.creator, RepositoryBranch: names.join(',') })
  }

  const setTags = (
    msg: { creator: string; repositoryId: RepositoryRef },
    tags: readonly { name: string; sha: string }[],
    ctx: MsgContext,
    action: string,
  ) => {
    const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
    for (const { name, sha } of tags) {
      const existing = g.repos.tag(repository.id, name)
      g.repos.setTag(
        existing
          ? { ...existing, sha, updatedAt: now(ctx) }
          : {
              id: g.users.nextId('tag').toString(),
              repositoryId: repository.id,
              name,
              sha,
              createdAt: now(ctx),
              updatedAt: now(ctx),
            },
      )
    }
    const next = touch(repository, ctx, { pushedAt: now(ctx) })
    repositoryEvent(ctx, action, next, {
      Creator: msg.creator,
      RepositoryTag: tags.map(tag => tag.name).join(','),
    })
  }

  const deleteTags = (
    msg: { creator: string; repositoryId: RepositoryRef },
    names: readonly string[],
    ctx: MsgContext,
    action: string,
  ) => {
    const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
    for (const name of names) {
      if (!g.repos.deleteTag(repository.id, name)) throw notFound(`tag (${name}) doesn't exist`)
    }
    const next = touch(repository, ctx, {})
    repositoryEvent(ctx, action, next, { Creator: msg.creator, RepositoryTag: names.join(',') })
  }

  const validateRefs = (refs: readonly { name: string; sha: string }[]) => {
    if (refs.length === 0) throw invalid('empty list')
    for (const { name, sha } of refs) {
      if (name === '') throw invalid('name can not be empty')
      if (!/^[0-9a-f]{40}$/.test(sha)) throw invalid(`invalid sha (${sha})`)
    }
  }

  const refHandler = <M extends { creator: string; repositoryId: RepositoryRef }>(
    name: string,
    refs: (msg: M) => { name: string; sha: string }[],
    apply: typeof setBranches,
  ) =>
    handler<M>(name, {
      validate: msg => {
        validateRef(msg.repositoryId)
        validateRefs(refs(msg))
      },
      execute: (msg, ctx) => {
        apply(msg, refs(msg), ctx, name.replace(/^Msg/, ''))
        return undefined
      },
    })

  const deleteHandler = <M extends { creator: string; repositoryId: RepositoryRef }>(
    name: string,
    names: (msg: M) => string[],
    apply: typeof deleteBranches,
  ) =>
    handler<M>(name, {
      validate: msg => {
        validateRef(msg.repositoryId)
        if (names(msg).length === 0) throw invalid('empty list')
      },
      execute: (msg, ctx) => {
        apply(msg, names(msg), ctx, name.replace(/^Msg/, ''))
        return undefined
      },
    })

  const pair = (ref: { name: string; sha: string } | undefined) => [
    { name: ref?.name ?? '', sha: ref?.sha ?? '' },
  ]

  const toggleForcePush = handler<MsgToggleForcePush>('MsgToggleForcePush', {
    validate: msg => validateRef(msg.repositoryId),
    execute: (msg, ctx) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const branch = g.repos.branch(repository.id, msg.branchName)
      if (!branch) throw notFound(`branch (${msg.branchName}) doesn't exist`)
      g.repos.setBranch({ ...branch, allowForcePush: !branch.allowForcePush, updatedAt: now(ctx) })
      repositoryEvent(ctx, 'ToggleForcePush', repository, { Creator: msg.creator })
      return undefined
    },
  })

  const backupRef = (name: string, replace: boolean) =>
    handler<MsgAddRepositoryBackupRef | MsgUpdateRepositoryBackupRef>(name, {
      validate: msg => validateRef(msg.repositoryId),
      execute: (msg, ctx) => {
        const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
        const store: 'IPFS' | 'ARWEAVE' = Number(msg.store) === 1 ? 'ARWEAVE' : 'IPFS'
        const existing = repository.backups.find(backup => backup.store === store)
        const refs = existing ? (replace ? [msg.ref] : [...existing.refs, msg.ref]) : [msg.ref]
        const backups = existing
          ? repository.backups.map(backup => (backup.store === store ? { store, refs } : backup))
          : [...repository.backups, { store, refs }]
        touch(repository, ctx, { backups })
        repositoryEvent(ctx, name.replace(/^Msg/, ''), repository, { Creator: msg.creator })
        return undefined
      },
    })

  return [
    createRepository,
    forkRepository,
    renameRepository,
    changeOwner,
    simple<MsgUpdateRepositoryDescription>(
      'MsgUpdateRepositoryDescription',
      'MAINTAIN',
      (_, msg) => ({ description: msg.description }),
      { validate: msg => validateDescription(msg.description) },
    ),
    simple<MsgToggleRepositoryArchived>(
      'MsgToggleRepositoryArchived',
      'MAINTAIN',
      repository => ({ archived: !repository.archived }),
      { allowArchived: true },
    ),
    simple<MsgToggleRepositoryForking>(
      'MsgToggleRepositoryForking',
      'ADMIN',
      repository => ({ allowForking: !repository.allowForking }),
      {
        respond: repository =>
          respond(
            `${TYPE_PREFIX}MsgToggleRepositoryForkingResponse`,
            MsgToggleRepositoryForkingResponse,
            { allowForking: repository.allowForking },
          ),
      },
    ),
    simple<MsgToggleArweaveBackup>(
      'MsgToggleArweaveBackup',
      'ADMIN',
      repository => ({ enableArweaveBackup: !repository.enableArweaveBackup }),
      {
        respond: repository =>
          respond(`${TYPE_PREFIX}MsgToggleArweaveBackupResponse`, MsgToggleArweaveBackupResponse, {
            enableArweaveBackup: repository.enableArweaveBackup,
          }),
      },
    ),
    simple<MsgSetDefaultBranch>('MsgSetDefaultBranch', 'ADMIN', (repository, msg) => {
      if (!g.repos.branch(repository.id, msg.branch))
        throw notFound(`branch (${msg.branch}) doesn't exist`)
      return { defaultBranch: msg.branch }
    }),
    updateCollaborator,
    removeCollaborator,
    updateDaoCollaborator,
    removeDaoCollaborator,
    createLabel,
    updateLabel,
    deleteLabel,
    deleteRepository,
    refHandler<MsgSetBranch>('MsgSetBranch', msg => pair(msg.branch), setBranches),
    refHandler<MsgMultiSetBranch>('MsgMultiSetBranch', msg => msg.branches, setBranches),
    deleteHandler<MsgDeleteBranch>('MsgDeleteBranch', msg => [msg.branch], deleteBranches),
    deleteHandler<MsgMultiDeleteBranch>(
      'MsgMultiDeleteBranch',
      msg => msg.branches,
      deleteBranches,
    ),
    refHandler<MsgSetTag>('MsgSetTag', msg => pair(msg.tag), setTags),
    refHandler<MsgMultiSetTag>('MsgMultiSetTag', msg => msg.tags, setTags),
    deleteHandler<MsgDeleteTag>('MsgDeleteTag', msg => [msg.tag], deleteTags),
    deleteHandler<MsgMultiDeleteTag>('MsgMultiDeleteTag', msg => msg.tags, deleteTags),
    toggleForcePush,
    backupRef('MsgAddRepositoryBackupRef', false),
    backupRef('MsgUpdateRepositoryBackupRef', true),
  ]
}

function requireCollaboratorWithoutProposal(g: GitopiaContext, repository: Repository): void {
  if (repository.owner.type !== 'DAO') return
  const dao = g.daos.get(repository.owner.id)
  if (dao?.config.require_collaborator_proposal)
    throw invalid(`dao (${dao.name}) requires a proposal to update collaborators`)
}

/** Deletes a repository: its data, and its entry in the parent's fork list. */
export function removeRepository(g: GitopiaContext, repository: Repository): void {
  removeRepositoryData(g, repository)
  if (repository.fork) {
    const parent = g.repos.get(repository.parent)
    if (parent) g.repos.save({ ...parent, forks: parent.forks.filter(id => id !== repository.id) })
  }
}

/** Removes a repository with its refs, issues, pull requests, comments and releases. */
function removeRepositoryData(g: GitopiaContext, repository: Repository): void {
  for (const issue of g.issues.ofRepository(repository.id)) g.issues.remove(issue)
  for (const pull of g.pulls.ofRepository(repository.id)) g.pulls.remove(pull)
  g.comments.removeRepository(repository.id)
  for (const release of g.releases.ofRepository(repository.id)) g.releases.remove(release)
  g.repos.remove(repository)
}

/** The owner and repository of a route, or the error response the gateway gives. */
export function routeRepository(
  g: GitopiaContext,
  ownerId: string | undefined,
  name: string | undefined,
): Repository | RouteResponse {
  const owner = g.users.resolveAddress(ownerId ?? '', address => g.daos.isDao(address))
  if (!owner) return grpcError(5, 'username or address not exists')
  const repository = g.repos.byName(owner, name ?? '')
  if (!repository) return grpcError(2, 'key not found')
  return repository
}

export const isRouteResponse = (value: object): value is RouteResponse =>
  'status' in value && 'body' in value

export function registerRepositoryRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  router.get(`${p}/repository`, ({ query }) => {
    const page = paginate(g.repos.all(), parsePageRequest(query), repo =>
      numericKey(BigInt(repo.id)),
    )
    return ok({ Repository: page.items, pagination: page.pagination })
  })
  router.get(`${p}/repository/{id}`, ({ params }) => {
    if (!/^\d{1,20}$/.test(params.id ?? ''))
      return grpcError(3, `type mismatch, parameter: id, error: invalid syntax`)
    const repository = g.repos.get(BigInt(params.id ?? '0'))
    return repository ? ok({ Repository: repository }) : grpcError(2, 'key not found')
  })
  router.get(`${p}/user/{id}/repository`, ({ params, query }) => {
    const owner = g.users.resolveAddress(params.id ?? '', address => g.daos.isDao(address))
    if (!owner) return grpcError(5, 'username or address not exists')
    const page = paginate(g.repos.ofOwner(owner), parsePageRequest(query), repo =>
      repo.name.toLowerCase(),
    )
    return ok({ Repository: page.items, pagination: page.pagination })
  })
  router.get(`${p}/user/{id}/repository/{repositoryName}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    return isRouteResponse(repository) ? repository : ok({ Repository: repository })
  })
  router.get(`${p}/{id}/repository/{repositoryName}/forks`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const forks = repository.forks.map(id => g.repos.get(id)).filter(fork => fork !== undefined)
    const page = paginate(forks.map(toFork), parsePageRequest(query), fork => fork.id)
    return ok({ forks: page.items, pagination: page.pagination })
  })

  const refRoutes = <R extends Branch | Tag>(
    kind: 'branch' | 'tag',
    key: 'Branch' | 'Tag',
    list: (repositoryId?: string) => R[],
    one: (repositoryId: string, name: string) => R | undefined,
  ) => {
    router.get(`${p}/${kind}`, ({ query }) => {
      const page = paginate(
        list(),
        parsePageRequest(query),
        ref => `${ref.repositoryId}/${ref.name}`,
      )
      return ok({ [key]: page.items, pagination: page.pagination })
    })
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}`, ({ params, query }) => {
      const repository = routeRepository(g, params.id, params.repositoryName)
      if (isRouteResponse(repository)) return repository
      const page = paginate(list(repository.id), parsePageRequest(query), ref => ref.name)
      return ok({ [key]: page.items, pagination: page.pagination })
    })
    const find = (params: Readonly<Record<string, string>>): R | RouteResponse => {
      const repository = routeRepository(g, params.id, params.repositoryName)
      if (isRouteResponse(repository)) return repository
      const ref = one(repository.id, params.refName ?? '')
      return ref ?? grpcError(2, 'key not found')
    }
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}/{refName}`, ({ params }) => {
      const ref = find(params)
      return isRouteResponse(ref) ? ref : ok({ [key]: ref })
    })
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}/{refName}/sha`, ({ params }) => {
      const ref = find(params)
      return isRouteResponse(ref) ? ref : ok({ sha: ref.sha })
    })
  }
  refRoutes(
    'branch',
    'Branch',
    id => g.repos.branches(id),
    (id, name) => g.repos.branch(id, name),
  )
  refRoutes(
    'tag',
    'Tag',
    id => g.repos.tags(id),
    (id, name) => g.repos.tag(id, name),
  )
}
