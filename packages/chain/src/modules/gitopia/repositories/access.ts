import { permits, type Permission, type Repository } from './queries.ts'

/**
 * What a signer may do in a repository, mirroring the chain's `HavePermission` (docs/protocol.md#permissions-and-common-checks):
 * the owning user and every member of the owning DAO hold every right; collaborators hold their
 * permission; anyone else holds none.
 */
export type RepositoryAccess =
  | { readonly kind: 'owner' }
  | { readonly kind: 'collaborator'; readonly permission: Permission }
  | { readonly kind: 'none' }

export function repositoryAccess(
  repository: Pick<Repository, 'ownerAddress' | 'ownerType' | 'collaborators'>,
  address: string | null | undefined,
  /** Whether `address` belongs to the owning DAO's group (ignored for user-owned repositories). */
  isDaoMember = false,
): RepositoryAccess {
  if (!address) return { kind: 'none' }
  if (repository.ownerType === 'USER' && repository.ownerAddress === address) {
    return { kind: 'owner' }
  }
  if (repository.ownerType === 'DAO' && isDaoMember) return { kind: 'owner' }
  const collaborator = repository.collaborators.find(c => c.address === address)
  return collaborator
    ? { kind: 'collaborator', permission: collaborator.permission }
    : { kind: 'none' }
}

/** The minimum permission each repository action needs on chain (docs/protocol.md#permissions-and-common-checks, #the-merge-flow). */
export const ACTION_PERMISSION = {
  assignIssue: 'TRIAGE',
  labelIssue: 'TRIAGE',
  toggleIssueState: 'TRIAGE',
  linkPullRequestIssue: 'TRIAGE',
  resolveComment: 'TRIAGE',
  requestReviewers: 'TRIAGE',
  manageLabels: 'WRITE',
  pushRefs: 'WRITE',
  deleteRefs: 'WRITE',
  manageReleases: 'WRITE',
  /** What the REST merge-permission query answers for; invoking the merge itself needs ADMIN. */
  mergePermissionQuery: 'WRITE',
  invokeMerge: 'ADMIN',
  updateDescription: 'MAINTAIN',
  toggleArchived: 'MAINTAIN',
  rename: 'ADMIN',
  transferOwnership: 'ADMIN',
  manageCollaborators: 'ADMIN',
  setDefaultBranch: 'ADMIN',
  toggleForking: 'ADMIN',
  toggleForcePush: 'ADMIN',
  toggleArweaveBackup: 'ADMIN',
  deleteRepository: 'ADMIN',
  deleteIssue: 'ADMIN',
} as const satisfies Record<string, Permission>

export type RepositoryAction = keyof typeof ACTION_PERMISSION

/**
 * Whether `access` lets its holder take `action`. In an archived repository the chain refuses
 * every change but un-archiving it (docs/protocol.md#archived-repositories).
 */
export function canPerform(
  access: RepositoryAccess,
  action: RepositoryAction,
  archived = false,
): boolean {
  if (archived && action !== 'toggleArchived') return false
  if (access.kind === 'owner') return true
  if (access.kind === 'none') return false
  return permits(access.permission, ACTION_PERMISSION[action])
}
