import { gitopiaTypeUrl } from '../type-url.ts'

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
