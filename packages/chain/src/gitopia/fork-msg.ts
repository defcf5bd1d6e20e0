import { gitopiaTypeUrl } from '../type-url.ts'

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
