/**
 * What issues and pull requests share: assignee and label changes with their system comments,
 * and the in-memory filtering and paging of the repository list routes (docs/protocol.md#pagination, #list-filters).
 */
import { bigEndian8 } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { MsgContext } from '../../chain/module.ts'
import { BadRequestError, parsePageRequest } from '../../http/paging.ts'
import { checkAddresses, checkUnique, invalid, notFound, now } from './common.ts'
import type { GitopiaContext } from './context.ts'
import { systemComment } from './comments/msgs.ts'
import type { CommentType } from '@gitopia-client/chain/gitopia'
import type { IidTable } from './iid-table.ts'
import { u64, type CommentParent, type Repository } from './json.ts'
import {
  havePermission,
  noPermission,
  requireNotArchived,
  requirePermission,
} from './permissions.ts'

export interface Tracked {
  readonly creator: string
  readonly iid: string
  readonly labels: readonly string[]
  readonly assignees: readonly string[]
  readonly updatedAt: string
  readonly title: string
  readonly state: string
  readonly createdAt: string
}

export interface TrackerAdapter<T extends Tracked> {
  readonly parent: CommentParent
  readonly noun: string
  find(repositoryId: string, iid: string): T | undefined
  save(entity: T): void
}

/** Issues or pull requests of a platform, whose comments hang on `parent`. */
export function trackerAdapter<T extends Tracked & { id: string }>(
  parent: CommentParent,
  noun: string,
  table: IidTable<T>,
): TrackerAdapter<T> {
  return {
    parent,
    noun,
    find: (repositoryId, iid) => table.byIid(repositoryId, iid),
    save: entity => table.save(entity),
  }
}

/** The issue or pull request a user's Msg changes, in a repository that is not archived. */
export function editableTracked<T extends Tracked>(
  g: GitopiaContext,
  adapter: TrackerAdapter<T>,
  msg: { creator: string; repositoryId: number | string; iid: number | string },
): { entity: T; repository: Repository } {
  g.users.requireUser(msg.creator)
  const repository = g.repos.get(BigInt(msg.repositoryId))
  if (!repository) throw notFound(`repository (${msg.repositoryId}) doesn't exist`)
  const entity = adapter.find(repository.id, String(msg.iid))
  if (!entity) throw notFound(`${adapter.noun} (${msg.iid}) doesn't exist in repository`)
  requireNotArchived(repository)
  return { entity, repository }
}

/** The author of the issue or pull request, or whoever may triage the repository. */
export function requireAuthorOrTriage(
  g: GitopiaContext,
  repository: Repository,
  entity: Tracked,
  signer: string,
): void {
  if (entity.creator !== signer && !havePermission(g.daos, repository, signer, 'TRIAGE'))
    throw noPermission(signer)
}

/**
 * A new title or description, saved with its system comment. The keeper compares before it
 * checks the signer: the same text again is a no-op for anyone; a change is the author's alone
 * ("incorrect owner"), archived repository or not. Returns undefined for the no-op.
 */
export function editTrackedText<T extends Tracked>(
  g: GitopiaContext,
  ctx: MsgContext,
  adapter: TrackerAdapter<T>,
  msg: { creator: string; repositoryId: number; iid: number },
  apply: (entity: T) => { changes: Partial<T>; body: string },
  type: 'COMMENT_TYPE_MODIFIED_TITLE' | 'COMMENT_TYPE_MODIFIED_DESCRIPTION',
): T | undefined {
  g.users.requireUser(msg.creator)
  const entity = adapter.find(String(msg.repositoryId), String(msg.iid))
  if (!entity) throw notFound(`${adapter.noun} (${msg.iid}) doesn't exist in repository`)
  const { changes, body } = apply(entity)
  const same = Object.entries(changes).every(
    ([key, value]) => (entity as Record<string, unknown>)[key] === value,
  )
  if (same) return undefined
  if (entity.creator !== msg.creator)
    throw ChainError.wrap(SdkErrors.unauthorized, 'incorrect owner')
  const next: T = { ...entity, ...changes, updatedAt: now(ctx) }
  adapter.save(next)
  const where = {
    parent: adapter.parent,
    repositoryId: String(msg.repositoryId),
    parentIid: entity.iid,
  }
  systemComment(g, ctx, where, body, type)
  return next
}

/** `MsgUpdate…Title`'s change and system comment text. */
export const titleEdit = (entity: Tracked, msg: { creator: string; title: string }) => ({
  changes: { title: msg.title },
  body: `@${msg.creator} changed title from **~~${entity.title}~~** to **${msg.title}**`,
})

/** `MsgUpdate…Description`'s change and system comment text. */
export const descriptionEdit = (_: Tracked, msg: { creator: string; description: string }) => ({
  changes: { description: msg.description },
  body: `@${msg.creator} updated the description`,
})

export type TrackedChange = 'addAssignees' | 'removeAssignees' | 'addLabels' | 'removeLabels'

/** `ValidateBasic` of the assignee and label Msgs. */
export function validateTrackedChange(kind: TrackedChange, values: readonly string[]): void {
  if (kind.endsWith('Assignees')) validateAssignees(values)
  else validateList(values, 'labels')
}

export function validateList(values: readonly string[], field: string, max = 10): void {
  if (values.length === 0) throw invalid(`${field} list can't be empty`)
  if (values.length > max) throw invalid(`${field} exceeds limit: ${max}`)
  checkUnique(values, field)
}

function validateAssignees(assignees: readonly string[]): void {
  validateList(assignees, 'assignees')
  checkAddresses(assignees, 'assignee')
}

function requireAssignees(g: GitopiaContext, assignees: readonly string[]): void {
  for (const assignee of assignees) {
    if (!g.users.user(assignee)) throw notFound(`assignee (${assignee}) doesn't exist`)
  }
}

function requireLabels(repository: Repository, labelIds: readonly string[]): void {
  for (const id of labelIds) {
    if (!repository.labels.some(label => label.id === id))
      throw notFound(`label id (${id}) doesn't exists in repository`)
  }
}

/** ValidateBasic of the assignees and labels an issue or pull request is opened with. */
export function validateInitialLists(msg: {
  assignees: readonly string[]
  labelIds: readonly number[]
}): void {
  if (msg.assignees.length > 0) validateAssignees(msg.assignees)
  if (msg.labelIds.length > 0) validateList(msg.labelIds.map(String), 'labels')
}

/** Opening one with assignees, labels or reviewers takes TRIAGE; assignees and labels must exist. */
/**
 * The first fields of a new issue or pull request: the next id of its `kind` and the next iid of
 * its repository (whose count it takes), open, with its creator's title and description.
 */
export function openTracked(
  g: GitopiaContext,
  repository: Repository,
  kind: 'issue' | 'pullRequest',
  msg: { readonly creator: string; readonly title: string; readonly description: string },
) {
  const counter = kind === 'issue' ? 'issuesCount' : 'pullsCount'
  const iid = u64(BigInt(repository[counter]) + 1n)
  g.repos.save({ ...repository, [counter]: iid })
  return {
    creator: msg.creator,
    id: g.users.nextId(kind).toString(),
    iid,
    title: msg.title,
    state: 'OPEN' as const,
    description: msg.description,
  }
}

export function requireInitialLists(
  g: GitopiaContext,
  repository: Repository,
  creator: string,
  lists: { assignees: readonly string[]; labels: readonly string[]; reviewers?: readonly string[] },
): void {
  const { assignees, labels, reviewers = [] } = lists
  if (reviewers.length === 0 && assignees.length === 0 && labels.length === 0) return
  requirePermission(g.daos, repository, creator, 'TRIAGE')
  requireAssignees(g, assignees)
  requireLabels(repository, labels)
}

const mentions = (addresses: readonly string[]) => addresses.map(a => `@${a}`).join(' ')

function labelNames(repository: Repository, ids: readonly string[]): string {
  const names = ids.map(id => `**${repository.labels.find(l => l.id === id)?.name ?? id}**`)
  return `${names.join(', ')} label${ids.length > 1 ? 's' : ''}`
}

/** Applies an assignee or label change, then writes its system comment. */
export function changeTracked<T extends Tracked>(
  g: GitopiaContext,
  ctx: MsgContext,
  adapter: TrackerAdapter<T>,
  msg: { creator: string; repositoryId: number; iid: number },
  change:
    | { kind: 'addAssignees' | 'removeAssignees'; values: readonly string[] }
    | { kind: 'addLabels' | 'removeLabels'; values: readonly string[] },
): T {
  const { entity, repository } = editableTracked(g, adapter, msg)
  requirePermission(g.daos, repository, msg.creator, 'TRIAGE')
  const { values } = change
  let next: T
  let body: string
  let type: CommentType
  switch (change.kind) {
    case 'addAssignees': {
      requireAssignees(g, values)
      for (const value of values)
        if (entity.assignees.includes(value)) throw invalid(`assignee (${value}) already assigned`)
      const assignees = [...entity.assignees, ...values]
      if (assignees.length > 10) throw invalid('assignees limit exceeded: 10')
      next = { ...entity, assignees }
      body = `@${msg.creator} assigned to ${mentions(values)}`
      type = 'COMMENT_TYPE_ADD_ASSIGNEES'
      break
    }
    case 'removeAssignees':
      for (const value of values)
        if (!entity.assignees.includes(value)) throw notFound(`assignee (${value}) isn't assigned`)
      next = { ...entity, assignees: entity.assignees.filter(a => !values.includes(a)) }
      body = `@${msg.creator} unassigned ${mentions(values)}`
      type = 'COMMENT_TYPE_REMOVE_ASSIGNEES'
      break
    case 'addLabels': {
      requireLabels(repository, values)
      for (const value of values)
        if (entity.labels.includes(value)) throw invalid(`label id (${value}) already exists`)
      next = { ...entity, labels: [...entity.labels, ...values] }
      body = `@${msg.creator} added ${labelNames(repository, values)}`
      type = 'COMMENT_TYPE_ADD_LABELS'
      break
    }
    case 'removeLabels':
      for (const value of values)
        if (!entity.labels.includes(value)) throw notFound(`label id (${value}) doesn't exist`)
      next = { ...entity, labels: entity.labels.filter(l => !values.includes(l)) }
      body = `@${msg.creator} removed ${labelNames(repository, values)}`
      type = 'COMMENT_TYPE_REMOVE_LABELS'
      break
  }
  next = { ...next, updatedAt: now(ctx) }
  adapter.save(next)
  systemComment(
    g,
    ctx,
    { parent: adapter.parent, repositoryId: repository.id, parentIid: entity.iid },
    body,
    type,
  )
  return next
}

/** The `option.*` filters of RepositoryIssueAll / RepositoryPullRequestAll. */
export function filterTracked<T extends Tracked & { reviewers?: readonly string[] }>(
  g: GitopiaContext,
  items: readonly T[],
  query: URLSearchParams,
): T[] {
  const option = (name: string) => query.get(`option.${name}`) ?? ''
  const address = (id: string) =>
    id === '' ? '' : (g.users.resolveAddress(id, a => g.daos.isDao(a)) ?? id)
  const createdBy = address(option('createdBy'))
  const assignee = address(option('assignee'))
  const reviewer = address(option('reviewer'))
  const state = option('state').toUpperCase()
  const labels = option('labels').toUpperCase()
  const search = option('search').toLowerCase()
  const labelIds = [...query.getAll('option.labelIds'), ...query.getAll('option.label_ids')]
  const after = option('updatedAfter') || option('updated_after')
  const before = option('updatedBefore') || option('updated_before')
  for (const value of [...labelIds, after, before]) {
    if (value !== '' && !/^\d+$/.test(value))
      throw new BadRequestError(`invalid value "${value}" in option filters`)
  }
  const filtered = items.filter(item => {
    if (createdBy && item.creator !== createdBy) return false
    if (['OPEN', 'CLOSED', 'MERGED'].includes(state) && item.state !== state) return false
    if (labels === 'ANY' && item.labels.length === 0) return false
    if (labels === 'NONE' && item.labels.length > 0) return false
    if (assignee && !item.assignees.includes(assignee)) return false
    if (reviewer && !(item.reviewers ?? []).includes(reviewer)) return false
    if (labelIds.some(id => !item.labels.includes(String(BigInt(id))))) return false
    if (search && !item.title.toLowerCase().includes(search)) return false
    if (after && !(BigInt(item.updatedAt) > BigInt(after))) return false
    if (before && !(BigInt(item.updatedAt) < BigInt(before))) return false
    return true
  })
  // Store order is ascending iid; the chain answers newest first unless asked for ASC.
  return option('sort').toUpperCase() === 'ASC' ? filtered : filtered.reverse()
}

/** In-memory paging: `next_key` is the big-endian index of the next item in the filtered list. */
export function pageFiltered<T>(items: readonly T[], query: URLSearchParams) {
  const request = parsePageRequest(query)
  let start = request.offset
  if (request.key) {
    const bytes = Buffer.from(request.key, 'base64')
    if (bytes.length !== 8) throw new BadRequestError('invalid pagination key')
    start = Number(bytes.readBigUInt64BE(0))
  }
  const limit = request.limit === 0 ? 100 : request.limit
  const end = start + limit
  const countTotal = request.key === null && (request.countTotal || request.limit === 0)
  return {
    items: items.slice(start, end),
    pagination: {
      next_key: end < items.length ? Buffer.from(bigEndian8(end)).toString('base64') : null,
      total: countTotal ? String(items.length) : '0',
    },
  }
}
