import type {
  MsgAddRepositoryBackupRef,
  MsgDeleteBranch,
  MsgDeleteTag,
  MsgMultiDeleteBranch,
  MsgMultiDeleteTag,
  MsgMultiSetBranch,
  MsgMultiSetTag,
  MsgSetBranch,
  MsgSetTag,
  MsgToggleForcePush,
  MsgUpdateRepositoryBackupRef,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { handler, invalid, notFound, now } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { type Repository } from '../json.ts'
import {
  editable,
  repositoryEvent,
  touchRepository,
  validateRef,
  type RepositoryRef,
} from './helpers.ts'

/** Branches, tags and backup refs: the git push path and its settings. */
export function repositoryRefHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const touch = (repository: Repository, ctx: MsgContext, changes: Partial<Repository>) =>
    touchRepository(g, repository, ctx, changes)

  // The packfile CID of SetBranch/SetTag is not checked yet: packfiles live in the storage module,
  // which a later step adds; until then the git push path is trusted.
  const setBranches = (
    msg: { creator: string; repositoryId: RepositoryRef },
    branches: readonly { name: string; sha: string }[],
    ctx: MsgContext,
    action: string,
  ) => {
    const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
    const hadBranches = g.repos.branches.list(repository.id).length > 0
    for (const { name, sha } of branches) {
      const existing = g.repos.branches.get(repository.id, name)
      g.repos.branches.set(
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
      if (!g.repos.branches.delete(repository.id, name))
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
      const existing = g.repos.tags.get(repository.id, name)
      g.repos.tags.set(
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
      if (!g.repos.tags.delete(repository.id, name)) throw notFound(`tag (${name}) doesn't exist`)
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
      const branch = g.repos.branches.get(repository.id, msg.branchName)
      if (!branch) throw notFound(`branch (${msg.branchName}) doesn't exist`)
      g.repos.branches.set({
        ...branch,
        allowForcePush: !branch.allowForcePush,
        updatedAt: now(ctx),
      })
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
