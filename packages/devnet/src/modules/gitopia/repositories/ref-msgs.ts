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
import type { MsgContext } from '../../../chain/module.ts'
import { checkSha, invalid, notFound, now } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { Branch, Repository, Tag } from '../json.ts'
import type { GitopiaMsg, GitopiaMsgTable } from '../msg-table.ts'
import {
  editable,
  repositoryEvent,
  touchRepository,
  validateRef,
  withRepository,
  type RepositoryRef,
} from './helpers.ts'
import type { RefTable } from './keeper.ts'

type RefMsg = { creator: string; repositoryId: RepositoryRef }
type NamedSha = { name: string; sha: string }

/** What differs between branches and tags on the push path. */
interface RefKind<R extends Branch | Tag> {
  readonly kind: 'branch' | 'tag'
  readonly table: (g: GitopiaContext) => RefTable<R>
  /** The event attribute that lists the refs. */
  readonly attribute: 'RepositoryBranch' | 'RepositoryTag'
  readonly create: (ref: Omit<Tag, 'createdAt' | 'updatedAt'>, time: string) => R
  /** Repository changes besides `pushedAt`, decided before the refs are set. */
  readonly changes: (
    g: GitopiaContext,
    repository: Repository,
    refs: readonly NamedSha[],
  ) => Partial<Repository>
}

const BRANCH: RefKind<Branch> = {
  kind: 'branch',
  table: g => g.repos.branches,
  attribute: 'RepositoryBranch',
  create: (ref, time) => ({ ...ref, allowForcePush: true, createdAt: time, updatedAt: time }),
  // A repository's first pushed branch becomes its default branch.
  changes: (g, repository, refs) =>
    g.repos.branches.list(repository.id).length === 0 && refs[0]
      ? { defaultBranch: refs[0].name }
      : {},
}

const TAG: RefKind<Tag> = {
  kind: 'tag',
  table: g => g.repos.tags,
  attribute: 'RepositoryTag',
  create: (ref, time) => ({ ...ref, createdAt: time, updatedAt: time }),
  changes: () => ({}),
}

/**
 * What a ref Msg does with the refs it lists: `check` is its stateless check of each, `name` names
 * one in the event, and `apply` changes the store, giving the repository's other changes.
 */
interface RefOperation<T> {
  readonly check: (ref: T) => void
  readonly name: (ref: T) => string
  readonly apply: <R extends Branch | Tag>(
    g: GitopiaContext,
    ctx: MsgContext,
    kind: RefKind<R>,
    repository: Repository,
    refs: readonly T[],
  ) => Partial<Repository>
}

// The packfile CID of SetBranch/SetTag is not checked: packfiles live in the storage module, and
// the git push path through a provider is trusted.
const SET: RefOperation<NamedSha> = {
  check: ({ name, sha }) => {
    if (name === '') throw invalid('name can not be empty')
    checkSha(sha, `sha (${sha})`)
  },
  name: ref => ref.name,
  apply: (g, ctx, kind, repository, refs) => {
    const changes = { ...kind.changes(g, repository, refs), pushedAt: now(ctx) }
    const table = kind.table(g)
    for (const { name, sha } of refs) {
      const existing = table.get(repository.id, name)
      const id = existing ? '' : g.users.nextId(kind.kind).toString()
      table.set(
        existing
          ? { ...existing, sha, updatedAt: now(ctx) }
          : kind.create({ id, repositoryId: repository.id, name, sha }, now(ctx)),
      )
    }
    return changes
  },
}

const DELETE: RefOperation<string> = {
  check: () => undefined,
  name: name => name,
  apply: (g, _ctx, kind, repository, names) => {
    for (const name of names) {
      if (kind === BRANCH && name === repository.defaultBranch)
        throw invalid(`cannot delete default branch (${name})`)
      if (!kind.table(g).delete(repository.id, name))
        throw notFound(`${kind.kind} (${name}) doesn't exist`)
    }
    return {}
  },
}

/** SetBranch, MultiDeleteTag, …: a Msg that sets or deletes the refs of one kind it lists. */
function refMsg<M extends RefMsg, T, R extends Branch | Tag>(
  kind: RefKind<R>,
  operation: RefOperation<T>,
  action: string,
  refs: (msg: M) => T[],
): GitopiaMsg<M> {
  return {
    validate: msg => {
      validateRef(msg.repositoryId)
      if (refs(msg).length === 0) throw invalid('empty list')
      refs(msg).forEach(operation.check)
    },
    execute: (g, ctx, msg) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'WRITE')
      const changes = operation.apply(g, ctx, kind, repository, refs(msg))
      const next = touchRepository(g, repository, ctx, changes)
      const names = refs(msg).map(operation.name).join(',')
      repositoryEvent(ctx, action, next, { Creator: msg.creator, [kind.attribute]: names })
      return undefined
    },
  }
}

const single = (ref: NamedSha | undefined) => [{ name: ref?.name ?? '', sha: ref?.sha ?? '' }]

const setBranch = refMsg(BRANCH, SET, 'SetBranch', (msg: MsgSetBranch) => single(msg.branch))
const multiSetBranch = refMsg(
  BRANCH,
  SET,
  'MultiSetBranch',
  (msg: MsgMultiSetBranch) => msg.branches,
)
const deleteBranch = refMsg(BRANCH, DELETE, 'DeleteBranch', (msg: MsgDeleteBranch) => [msg.branch])
const multiDeleteBranch = refMsg(
  BRANCH,
  DELETE,
  'MultiDeleteBranch',
  (msg: MsgMultiDeleteBranch) => msg.branches,
)
const setTag = refMsg(TAG, SET, 'SetTag', (msg: MsgSetTag) => single(msg.tag))
const multiSetTag = refMsg(TAG, SET, 'MultiSetTag', (msg: MsgMultiSetTag) => msg.tags)
const deleteTag = refMsg(TAG, DELETE, 'DeleteTag', (msg: MsgDeleteTag) => [msg.tag])
const multiDeleteTag = refMsg(TAG, DELETE, 'MultiDeleteTag', (msg: MsgMultiDeleteTag) => msg.tags)

function toggleForcePush(g: GitopiaContext, ctx: MsgContext, msg: MsgToggleForcePush): undefined {
  const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
  const branch = g.repos.branches.get(repository.id, msg.branchName)
  if (!branch) throw notFound(`branch (${msg.branchName}) doesn't exist`)
  g.repos.branches.set({ ...branch, allowForcePush: !branch.allowForcePush, updatedAt: now(ctx) })
  repositoryEvent(ctx, 'ToggleForcePush', repository, { Creator: msg.creator })
  return undefined
}

/** AddRepositoryBackupRef, or with `replace` UpdateRepositoryBackupRef, which keeps only `msg.ref`. */
function backupRef(
  replace: boolean,
): GitopiaMsg<MsgAddRepositoryBackupRef | MsgUpdateRepositoryBackupRef> {
  return {
    validate: withRepository,
    execute: (g, ctx, msg) => {
      const repository = editable(g, msg.creator, msg.repositoryId, 'ADMIN')
      const store: 'IPFS' | 'ARWEAVE' = Number(msg.store) === 1 ? 'ARWEAVE' : 'IPFS'
      const existing = repository.backups.find(backup => backup.store === store)
      const refs = existing ? (replace ? [msg.ref] : [...existing.refs, msg.ref]) : [msg.ref]
      const backups = existing
        ? repository.backups.map(backup => (backup.store === store ? { store, refs } : backup))
        : [...repository.backups, { store, refs }]
      touchRepository(g, repository, ctx, { backups })
      const action = replace ? 'UpdateRepositoryBackupRef' : 'AddRepositoryBackupRef'
      repositoryEvent(ctx, action, repository, { Creator: msg.creator })
      return undefined
    },
  }
}

/** Branches, tags and backup refs: the git push path and its settings. */
export const repositoryRefMsgs: GitopiaMsgTable = {
  MsgSetBranch: setBranch,
  MsgMultiSetBranch: multiSetBranch,
  MsgDeleteBranch: deleteBranch,
  MsgMultiDeleteBranch: multiDeleteBranch,
  MsgSetTag: setTag,
  MsgMultiSetTag: multiSetTag,
  MsgDeleteTag: deleteTag,
  MsgMultiDeleteTag: multiDeleteTag,
  MsgToggleForcePush: { validate: withRepository, execute: toggleForcePush },
  MsgAddRepositoryBackupRef: backupRef(false),
  MsgUpdateRepositoryBackupRef: backupRef(true),
}
