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

export function setTagMsg(creator: string, repository: RepositoryRef, name: string, sha: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgSetTag'),
    value: { creator, repositoryId: repo(repository), tag: { name, sha }, packfileCid: '' },
  }
}

export function deleteBranchMsg(creator: string, repository: RepositoryRef, branch: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgDeleteBranch'),
    value: { creator, repositoryId: repo(repository), branch },
  }
}

export function deleteTagMsg(creator: string, repository: RepositoryRef, tag: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgDeleteTag'),
    value: { creator, repositoryId: repo(repository), tag },
  }
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
  return {
    typeUrl: gitopiaTypeUrl('MsgCreateRelease'),
    value: { creator, repositoryId: repo(repository), ...releaseValue(fields) },
  }
}

/** The DAO form, executed by the DAO's group policy (`admin`) through a proposal. */
export function daoCreateReleaseMsg(
  admin: string,
  repository: RepositoryRef,
  fields: ReleaseFields,
) {
  return {
    typeUrl: gitopiaTypeUrl('MsgDaoCreateRelease'),
    value: { admin, repositoryId: repo(repository), ...releaseValue(fields) },
  }
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
  return {
    typeUrl: gitopiaTypeUrl('MsgRenameRepository'),
    value: { creator, repositoryId: repo(repository), name },
  }
}

export function updateRepositoryDescriptionMsg(
  creator: string,
  repository: RepositoryRef,
  description: string,
) {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdateRepositoryDescription'),
    value: { creator, repositoryId: repo(repository), description },
  }
}

export function setDefaultBranchMsg(creator: string, repository: RepositoryRef, branch: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgSetDefaultBranch'),
    value: { creator, repositoryId: repo(repository), branch },
  }
}

export function toggleRepositoryForkingMsg(creator: string, repository: RepositoryRef) {
  return {
    typeUrl: gitopiaTypeUrl('MsgToggleRepositoryForking'),
    value: { creator, repositoryId: repo(repository) },
  }
}

export function changeOwnerMsg(creator: string, repository: RepositoryRef, owner: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgChangeOwner'),
    value: { creator, repositoryId: repo(repository), owner },
  }
}

export function deleteRepositoryMsg(creator: string, repository: RepositoryRef, provider: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgDeleteRepository'),
    value: { creator, repositoryId: repo(repository), provider },
  }
}

/** Adds a collaborator or changes their permission (`role` is the permission's name). */
export function updateCollaboratorMsg(
  creator: string,
  repository: RepositoryRef,
  user: string,
  permission: Permission,
) {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdateRepositoryCollaborator'),
    value: { creator, repositoryId: repo(repository), user, role: permission },
  }
}

export function removeCollaboratorMsg(creator: string, repository: RepositoryRef, user: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgRemoveRepositoryCollaborator'),
    value: { creator, repositoryId: repo(repository), user },
  }
}

export function updateDaoCollaboratorMsg(
  admin: string,
  repository: RepositoryRef,
  user: string,
  permission: Permission,
) {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdateDaoRepositoryCollaborator'),
    value: { admin, repositoryId: repo(repository), user, role: permission },
  }
}

export function removeDaoCollaboratorMsg(admin: string, repository: RepositoryRef, user: string) {
  return {
    typeUrl: gitopiaTypeUrl('MsgRemoveDaoRepositoryCollaborator'),
    value: { admin, repositoryId: repo(repository), user },
  }
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
