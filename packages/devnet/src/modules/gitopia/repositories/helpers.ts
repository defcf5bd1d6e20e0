import { isValidAddress } from '../../../chain/addresses.ts'
import { type MsgContext } from '../../../chain/module.ts'
import { grpcError } from '../../../http/paging.ts'
import type { RouteResponse } from '../../../http/router.ts'
import { gitopiaEvent, invalid, notFound, now, resolveOwner } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { type Permission, type Repository } from '../json.ts'
import { noPermission, requireNotArchived, requirePermission } from '../permissions.ts'

/** What the repository Msgs and routes share. */
export type RepositoryRef = { id: string; name: string } | undefined

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

export function validateDescription(description: string): void {
  if (description.length > 255) throw invalid('Repository description exceeds limit: 255')
}

export function validateOwnerId(owner: string): void {
  if (isValidAddress(owner)) return
  if (owner.length < 3 || owner.length > 39) throw invalid(`invalid owner id (${owner})`)
}

export function validateRef(ref: RepositoryRef): void {
  if (!ref || ref.id === '' || ref.name === '') throw invalid('invalid repository id')
}

/** ValidateBasic of a Msg whose only stateless check is its repository reference. */
export const withRepository = (msg: { repositoryId: RepositoryRef }): void =>
  validateRef(msg.repositoryId)

/**
 * The repository a `…Dao…` Msg names: it must be owned by the DAO whose group policy is `admin`,
 * the Msg's signer after a passed proposal.
 */
export function daoRepository(g: GitopiaContext, admin: string, ref: RepositoryRef): Repository {
  const repository = findRepository(g, ref)
  requireNotArchived(repository)
  if (repository.owner.type !== 'DAO' || !g.daos.isDaoAdmin(repository.owner.id, admin))
    throw noPermission(admin)
  return repository
}

/** Creator needs a User, the repository must exist, not be archived, and the permission. */
export function editable(
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

export function repositoryEvent(
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

export function creatorCanOwn(
  g: GitopiaContext,
  creator: string,
  owner: string,
  type: string,
): boolean {
  return type === 'USER' ? owner === creator : g.daos.isDaoMember(owner, creator)
}

/** Applies changes to a repository and bumps its `updatedAt`. */
export function touchRepository(
  g: GitopiaContext,
  repository: Repository,
  ctx: MsgContext,
  changes: Partial<Repository>,
): Repository {
  return g.repos.update(repository.id, current => ({ ...current, ...changes, updatedAt: now(ctx) }))
}

export function requireCollaboratorWithoutProposal(
  g: GitopiaContext,
  repository: Repository,
): void {
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
