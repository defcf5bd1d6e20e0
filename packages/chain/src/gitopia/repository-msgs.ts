import type { Permission } from './repositories.ts'
import { gitopiaTypeUrl, storageTypeUrl } from '../type-url.ts'

/**
 * Msgs that change a repository's refs, releases and settings (docs/protocol.md#gitopia-msgs), as plain
 * `{typeUrl, value}` objects with gitopia-js's field names; the signing chunk encodes them.
 * `repository` is `{id: owner address or name, name}` as the chain's `RepositoryId` wants it.
 */

export interface RepositoryRef {
  /** The owner's address (or username / DAO name). */
  readonly id: string
  readonly name: string
}

const repo = (ref: RepositoryRef) => ({ id: ref.id, name: ref.name })

/** A Msg about `repository`, signed by a user (`creator`) or a DAO's group policy (`admin`). */
function repositoryMsg<S extends { creator: string } | { admin: string }, V extends object>(
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

/** An attachment as `MsgCreateRelease.attachments` lists it (a JSON string of these). */
export interface ReleaseAttachment {
  readonly name: string
  readonly size: number
  /** Hex SHA-256 from the provider's upload answer. */
  readonly sha: string
  readonly uploader: string
}

export interface ReleaseFields {
  readonly tagName: string
  /** Target branch; empty when the tag already exists. */
  readonly target: string
  readonly name: string
  readonly description: string
  readonly attachments: readonly ReleaseAttachment[]
  readonly draft: boolean
  readonly preRelease: boolean
  /** The storage provider holding the uploads (it proposes the assets update). */
  readonly provider: string
}

function releaseValue(fields: ReleaseFields) {
  return {
    tagName: fields.tagName,
    target: fields.target,
    name: fields.name,
    description: fields.description,
    attachments: JSON.stringify(
      fields.attachments.map(a => ({
        name: a.name,
        size: a.size,
        sha: a.sha,
        uploader: a.uploader,
      })),
    ),
    draft: fields.draft,
    preRelease: fields.preRelease,
    isTag: false,
    provider: fields.provider,
  }
}

export function createReleaseMsg(
  creator: string,
  repository: RepositoryRef,
  fields: ReleaseFields,
) {
  return repositoryMsg('MsgCreateRelease', { creator }, repository, releaseValue(fields))
}

/** The DAO form, executed by the DAO's group policy (`admin`) through a proposal. */
export function daoCreateReleaseMsg(
  admin: string,
  repository: RepositoryRef,
  fields: ReleaseFields,
) {
  return repositoryMsg('MsgDaoCreateRelease', { admin }, repository, releaseValue(fields))
}

export function updateReleaseMsg(creator: string, id: string, fields: ReleaseFields) {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdateRelease'),
    value: { creator, id: Number(id), ...releaseValue(fields) },
  }
}

export function deleteReleaseMsg(creator: string, id: string, provider: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgDeleteRelease'),
    value: { creator, id: Number(id), provider },
  }
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

/** The user accepts what the storage provider proposed for a release's assets (docs/protocol.md#storage-proposals). */
export function approveReleaseAssetsMsg(creator: string, proposalId: string) {
  return {
    typeUrl: storageTypeUrl('MsgApproveReleaseAssetsUpdate'),
    value: { creator, proposalId: Number(proposalId) },
  }
}

/** The user confirms the provider may drop a deleted repository's data (docs/protocol.md#storage-proposals). */
export function approveRepositoryDeleteMsg(creator: string, proposalId: string) {
  return {
    typeUrl: storageTypeUrl('MsgApproveRepositoryDelete'),
    value: { creator, proposalId: Number(proposalId) },
  }
}
