import { ChainError, internalError, SdkErrors } from '../../chain/errors.ts'
import { PERMISSIONS, type Permission, type Repository } from './json.ts'

/** Answers DAO questions for the permission checks; the DAO keeper implements it. */
export interface DaoMembership {
  isDao(address: string): boolean
  /** Whether `address` is a member of the Cosmos group behind the DAO at `daoAddress`. */
  isDaoMember(daoAddress: string, address: string): boolean
}

export const permissionRank = (permission: Permission): number => PERMISSIONS.indexOf(permission)

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value)
}

/**
 * `HavePermission`: the owner user, any member of the owner DAO's group, or a collaborator whose
 * permission is at least `min`.
 */
export function havePermission(
  membership: DaoMembership,
  repository: Repository,
  address: string,
  min: Permission,
): boolean {
  const { owner } = repository
  if (owner.type === 'USER' && owner.id === address) return true
  if (owner.type === 'DAO' && membership.isDaoMember(owner.id, address)) return true
  const collaborator = repository.collaborators.find(entry => entry.id === address)
  return (
    collaborator !== undefined && permissionRank(collaborator.permission) >= permissionRank(min)
  )
}

export function noPermission(address: string): ChainError {
  return ChainError.wrap(
    SdkErrors.unauthorized,
    `user (${address}) doesn't have permission to perform this operation`,
  )
}

export function requirePermission(
  membership: DaoMembership,
  repository: Repository,
  address: string,
  min: Permission,
): void {
  if (!havePermission(membership, repository, address, min)) throw noPermission(address)
}

/** A plain `fmt.Errorf` in the keeper, so it carries no registered code. */
export function requireNotArchived(repository: Repository, label = repository.name): void {
  if (repository.archived) {
    throw internalError(
      `don't allow any modifications to repository ${label} when archived is set to true`,
    )
  }
}
