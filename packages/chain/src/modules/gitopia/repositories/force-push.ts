import { repositoryMsg, type RepositoryRef } from './messages.ts'

/**
 * Flips whether `branch` takes non-fast-forward pushes (a branch's `allowForcePush`, true when
 * it is created); the storage provider refuses forced pushes to a branch that says no.
 */
export function toggleForcePushMsg(creator: string, repository: RepositoryRef, branch: string) {
  return repositoryMsg('MsgToggleForcePush', { creator }, repository, { branchName: branch })
}

/**
 * Flips whether backup services copy the repository to Arweave (`enableArweaveBackup`, off for a
 * new repository); IPFS copies are kept either way.
 */
export function toggleArweaveBackupMsg(creator: string, repository: RepositoryRef) {
  return repositoryMsg('MsgToggleArweaveBackup', { creator }, repository, {})
}
