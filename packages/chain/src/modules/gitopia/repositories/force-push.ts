import { repositoryMsg, type RepositoryRef } from './messages.ts'

/**
 * Flips whether `branch` takes non-fast-forward pushes (a branch's `allowForcePush`, true when
 * it is created); the storage provider refuses forced pushes to a branch that says no.
 */
export function toggleForcePushMsg(creator: string, repository: RepositoryRef, branch: string) {
  return repositoryMsg('MsgToggleForcePush', { creator }, repository, { branchName: branch })
}
