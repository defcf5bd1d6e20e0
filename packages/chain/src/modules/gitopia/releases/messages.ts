import { gitopiaTypeUrl } from '../../../type-url.ts'
import { repositoryMsg, type RepositoryRef } from '../repositories/messages.ts'

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
