import type { Permission } from './queries.ts'
import { gitopiaTypeUrl } from '../../../type-url.ts'

/**
 * Msgs that create, fork and change a repository (its refs, settings and
 * collaborators; docs/protocol.md#gitopia-msgs), as plain `{typeUrl, value}` objects with gitopia-js's field names; the signing chunk encodes them.
 * `repository` is `{id: owner address or name, name}` as the chain's `RepositoryId` wants it.
 */

export interface RepositoryRef {
  /** The owner's address (or username / DAO name). */
  readonly id: string
  readonly name: string
}

const repo = (ref: RepositoryRef) => ({ id: ref.id, name: ref.name })

/** A Msg about `repository`, signed by a user (`creator`) or a DAO's group policy (`admin`). */
export function repositoryMsg<S extends { creator: string } | { admin: string }, V extends object>(
  name: string,
  signer: S,
  repository: RepositoryRef,
  fields: V,
) {
  return {
    typeUrl: gitopiaTypeUrl(name),
    value: { ...signer, repositoryId: repo(repository), ...fields },
  }
}

export function setTagMsg(creator: string, repository: RepositoryRef, name: string, sha: string) {
  return repositoryMsg('MsgSetTag', { creator }, repository, {
    tag: { name, sha },
    packfileCid: '',
  })
}

export function deleteBranchMsg(creator: string, repository: RepositoryRef, branch: string) {
  return repositoryMsg('MsgDeleteBranch', { creator }, repository, { branch })
}

export function deleteTagMsg(creator: string, repository: RepositoryRef, tag: string) {
  return repositoryMsg('MsgDeleteTag', { creator }, repository, { tag })
}

export function renameRepositoryMsg(creator: string, repository: RepositoryRef, name: string) {
  return repositoryMsg('MsgRenameRepository', { creator }, repository, { name })
}

export function updateRepositoryDescriptionMsg(
  creator: string,
  repository: RepositoryRef,
  description: string,
) {
  return repositoryMsg('MsgUpdateRepositoryDescription', { creator }, repository, { description })
}

export function setDefaultBranchMsg(creator: string, repository: RepositoryRef, branch: string) {
  return repositoryMsg('MsgSetDefaultBranch', { creator }, repository, { branch })
}

export function toggleRepositoryForkingMsg(creator: string, repository: RepositoryRef) {
  return repositoryMsg('MsgToggleRepositoryForking', { creator }, repository, {})
}

/** Archives the repository, or un-archives an archived one (MAINTAIN). */
export function toggleRepositoryArchivedMsg(creator: string, repository: RepositoryRef) {
  return repositoryMsg('MsgToggleRepositoryArchived', { creator }, repository, {})
}

export function changeOwnerMsg(creator: string, repository: RepositoryRef, owner: string) {
  return repositoryMsg('MsgChangeOwner', { creator }, repository, { owner })
}

export function deleteRepositoryMsg(creator: string, repository: RepositoryRef, provider: string) {
  return repositoryMsg('MsgDeleteRepository', { creator }, repository, { provider })
}

/** Adds a collaborator or changes their permission (`role` is the permission's name). */
export function updateCollaboratorMsg(
  creator: string,
  repository: RepositoryRef,
  user: string,
  permission: Permission,
) {
  return repositoryMsg('MsgUpdateRepositoryCollaborator', { creator }, repository, {
    user,
    role: permission,
  })
}

export function removeCollaboratorMsg(creator: string, repository: RepositoryRef, user: string) {
  return repositoryMsg('MsgRemoveRepositoryCollaborator', { creator }, repository, { user })
}

export function updateDaoCollaboratorMsg(
  admin: string,
  repository: RepositoryRef,
  user: string,
  permission: Permission,
) {
  return repositoryMsg('MsgUpdateDaoRepositoryCollaborator', { admin }, repository, {
    user,
    role: permission,
  })
}

export function removeDaoCollaboratorMsg(admin: string, repository: RepositoryRef, user: string) {
  return repositoryMsg('MsgRemoveDaoRepositoryCollaborator', { admin }, repository, { user })
}

/**
 * Gitopia Msgs as plain `{typeUrl, value}` objects: the registry in the signing chunk encodes
 * them (cosmjs calls `fromPartial`), so building one costs no protobuf code up front.
 */
export const MSG_CREATE_REPOSITORY = gitopiaTypeUrl('MsgCreateRepository')

export interface CreateRepositoryFields {
  readonly creator: string
  /** The owner's address (the user, or a DAO they belong to). */
  readonly owner: string
  readonly name: string
  readonly description: string
}

export function createRepositoryMsg(fields: CreateRepositoryFields) {
  return {
    typeUrl: MSG_CREATE_REPOSITORY,
    value: {
      creator: fields.creator,
      owner: fields.owner,
      name: fields.name,
      description: fields.description,
    },
  }
}

export const MSG_FORK_REPOSITORY = gitopiaTypeUrl('MsgForkRepository')

export interface ForkRepositoryFields {
  readonly creator: string
  /** The repository to fork: its owner (address or name) and name. */
  readonly source: { readonly owner: string; readonly name: string }
  /** Owner of the fork: the creator's address or a DAO they belong to. */
  readonly owner: string
  /** Empty keeps the source's name. */
  readonly name: string
  readonly description: string
  /** Copy only this branch; empty copies all of them. */
  readonly branch: string
}

/** `MsgForkRepository` as a plain `{typeUrl, value}` (the signing chunk encodes it). */
export function forkRepositoryMsg(fields: ForkRepositoryFields) {
  return {
    typeUrl: MSG_FORK_REPOSITORY,
    value: {
      creator: fields.creator,
      repositoryId: { id: fields.source.owner, name: fields.source.name },
      forkRepositoryName: fields.name,
      forkRepositoryDescription: fields.description,
      branch: fields.branch,
      owner: fields.owner,
    },
  }
}
