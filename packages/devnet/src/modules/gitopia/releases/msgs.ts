import type {
  MsgCreateRelease,
  MsgDaoCreateRelease,
  MsgDeleteRelease,
  MsgUpdateRelease,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import {
  MsgCreateReleaseResponse,
  MsgDaoCreateReleaseResponse,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { isValidAddress } from '../../../chain/addresses.ts'
import type { MsgContext, MsgResponse } from '../../../chain/module.ts'
import { gitopiaEvent, invalid, notFound, now, respondWithId } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { byAdmin, type GitopiaMsgTable } from '../msg-table.ts'
import type { Attachment, Release, Repository } from '../json.ts'
import { requireNotArchived, requirePermission } from '../permissions.ts'
import { daoRepository, findRepository } from '../repositories/helpers.ts'
import { GO_ZERO_TIME } from '../wire.ts'

/** `attachments` is a JSON string of `{name, size, sha, uploader}` (docs/protocol.md#gitopia-msgs). */
function parseAttachments(text: string): Attachment[] {
  if (text === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw invalid('unable to unmarshal attachments')
  }
  if (!Array.isArray(parsed)) throw invalid('unable to unmarshal attachments')
  return parsed.map((entry: Record<string, unknown>) => {
    const size = entry.size
    if (typeof entry.name !== 'string' || typeof entry.sha !== 'string')
      throw invalid('unable to unmarshal attachments')
    if (typeof entry.uploader !== 'string' || !isValidAddress(entry.uploader))
      throw invalid('invalid uploader address')
    if (typeof size !== 'number' && typeof size !== 'string')
      throw invalid('unable to unmarshal attachments')
    return { name: entry.name, size: String(size), sha: entry.sha, uploader: entry.uploader }
  })
}

type ReleaseFields = Pick<
  MsgCreateRelease,
  'tagName' | 'target' | 'name' | 'description' | 'attachments' | 'draft' | 'preRelease' | 'isTag'
>

function validateFields(msg: ReleaseFields): void {
  if (msg.tagName === '') throw invalid('tag name can not be empty')
  if (msg.name.length > 255) throw invalid('name exceeds limit: 255')
  if (msg.description.length > 20000) throw invalid('description exceeds limit: 20000')
  parseAttachments(msg.attachments)
}

function checkRefs(g: GitopiaContext, repository: Repository, msg: ReleaseFields): void {
  if (!g.repos.tags.get(repository.id, msg.tagName))
    throw notFound(`tag (${msg.tagName}) does not exists`)
  if (msg.target !== '' && !g.repos.branches.get(repository.id, msg.target))
    throw notFound(`target branch (${msg.target}) does not exists`)
}

function releaseEditable(g: GitopiaContext, creator: string, repository: Repository): void {
  requireNotArchived(repository)
  requirePermission(g.daos, repository, creator, 'WRITE')
}

const fields = (msg: ReleaseFields, ctx: MsgContext) => ({
  tagName: msg.tagName,
  target: msg.target,
  name: msg.name,
  description: msg.description,
  attachments: parseAttachments(msg.attachments),
  draft: msg.draft,
  preRelease: msg.preRelease,
  isTag: msg.isTag,
  publishedAt: msg.draft ? GO_ZERO_TIME : now(ctx),
})

/** The event of a release created, updated or deleted, under its tag at the time. */
function releaseEvent(
  ctx: MsgContext,
  action: string,
  creator: string,
  release: Release,
  tagName: string,
  provider: string,
): void {
  gitopiaEvent(ctx, action, {
    Creator: creator,
    ReleaseId: release.id,
    RepositoryId: release.repositoryId,
    ReleaseTagName: tagName,
    Provider: provider,
  })
}

const CREATED = { MsgCreateReleaseResponse, MsgDaoCreateReleaseResponse }

/**
 * Creates the release and answers with its id as `response`; `creator` is a user with WRITE, or
 * the DAO's group policy.
 */
function newRelease(
  g: GitopiaContext,
  ctx: MsgContext,
  creator: string,
  repository: Repository,
  msg: ReleaseFields & { provider: string },
  response: keyof typeof CREATED,
): MsgResponse {
  checkRefs(g, repository, msg)
  if (repository.releases.some(release => release.tagName === msg.tagName))
    throw invalid(`release with tag (${msg.tagName}) already exists`)
  const { publishedAt, ...rest } = fields(msg, ctx)
  const release: Release = {
    creator,
    id: g.users.nextId('release').toString(),
    repositoryId: repository.id,
    ...rest,
    createdAt: now(ctx),
    updatedAt: now(ctx),
    publishedAt,
  }
  g.releases.save(release)
  g.repos.save({
    ...repository,
    releases: [...repository.releases, { id: release.id, tagName: release.tagName }],
  })
  releaseEvent(ctx, 'CreateRelease', creator, release, release.tagName, msg.provider)
  return respondWithId(response, CREATED[response], release.id)
}

/** A release its `creator` may edit, and its repository. */
function existing(g: GitopiaContext, creator: string, id: number) {
  g.users.requireUser(creator)
  const release = g.releases.get(String(id))
  if (!release) throw notFound(`release (${id}) doesn't exist`)
  const repository = g.repos.get(release.repositoryId)
  if (!repository) throw notFound(`repository (${release.repositoryId}) doesn't exist`)
  releaseEditable(g, creator, repository)
  return { release, repository }
}

function createRelease(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgCreateRelease,
): MsgResponse | undefined {
  g.users.requireUser(msg.creator)
  const repository = findRepository(g, msg.repositoryId)
  requireNotArchived(repository)
  if (repository.owner.type === 'DAO') {
    const dao = g.daos.get(repository.owner.id)
    if (dao?.config.require_release_proposal)
      throw invalid(`dao (${dao.name}) requires a proposal to create a new release`)
  }
  releaseEditable(g, msg.creator, repository)
  return newRelease(g, ctx, msg.creator, repository, msg, 'MsgCreateReleaseResponse')
}

// A DAO's release through a passed group proposal: the policy signs, no proposal rule applies.
function daoCreateRelease(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgDaoCreateRelease,
): MsgResponse {
  const repository = daoRepository(g, msg.admin, msg.repositoryId)
  return newRelease(g, ctx, msg.admin, repository, msg, 'MsgDaoCreateReleaseResponse')
}

function updateRelease(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateRelease,
): MsgResponse | undefined {
  const { release, repository } = existing(g, msg.creator, msg.id)
  checkRefs(g, repository, msg)
  if (
    msg.tagName !== release.tagName &&
    repository.releases.some(entry => entry.tagName === msg.tagName)
  )
    throw invalid(`release with tag (${msg.tagName}) already exists`)
  const next = fields(msg, ctx)
  g.releases.save({
    ...release,
    ...next,
    // A release published once keeps its date; a draft being published gets it now.
    publishedAt: release.publishedAt !== GO_ZERO_TIME ? release.publishedAt : next.publishedAt,
    updatedAt: now(ctx),
  })
  g.repos.save({
    ...repository,
    releases: repository.releases.map(entry =>
      entry.id === release.id ? { id: release.id, tagName: msg.tagName } : entry,
    ),
  })
  releaseEvent(ctx, 'UpdateRelease', msg.creator, release, msg.tagName, msg.provider)
  return undefined
}

function deleteRelease(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgDeleteRelease,
): MsgResponse | undefined {
  const { release, repository } = existing(g, msg.creator, msg.id)
  g.releases.remove(release)
  g.repos.save({
    ...repository,
    releases: repository.releases.filter(entry => entry.id !== release.id),
  })
  releaseEvent(ctx, 'DeleteRelease', msg.creator, release, release.tagName, msg.provider)
  return undefined
}

/** Releases of a repository, by its writers or its DAO. */
export const releaseMsgs: GitopiaMsgTable = {
  MsgCreateRelease: { execute: createRelease, validate: validateFields },
  MsgDaoCreateRelease: { execute: daoCreateRelease, validate: validateFields, signer: byAdmin },
  MsgUpdateRelease: { execute: updateRelease, validate: validateFields },
  MsgDeleteRelease: { execute: deleteRelease },
}
