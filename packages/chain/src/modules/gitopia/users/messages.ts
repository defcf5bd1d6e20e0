import type {
  MsgCreateUser,
  MsgUpdateUserPinnedRepositories,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { gitopiaTypeUrl } from '../../../type-url.ts'

/** What a person's profile holds on chain. */
export interface ProfileFields {
  readonly username: string
  readonly name: string
  readonly bio: string
  readonly avatarUrl: string
}

export type ProfileField = keyof ProfileFields

export function createUserMsg(creator: string, fields: ProfileFields) {
  const value: MsgCreateUser = { creator, ...fields }
  return { typeUrl: gitopiaTypeUrl('MsgCreateUser'), value }
}

/** Each profile field: its update Msg and the name that Msg gives the new value. */
const PROFILE_FIELD_MSGS = {
  username: ['MsgUpdateUserUsername', 'username'],
  name: ['MsgUpdateUserName', 'name'],
  bio: ['MsgUpdateUserBio', 'bio'],
  avatarUrl: ['MsgUpdateUserAvatar', 'url'],
} as const satisfies Record<ProfileField, readonly [string, string]>

/** One Msg per field: each change is its own transaction (docs/client-rules.md#profile-actions). */
export function updateUserFieldMsg(creator: string, field: ProfileField, text: string) {
  const [msg, key] = PROFILE_FIELD_MSGS[field]
  return { typeUrl: gitopiaTypeUrl(msg), value: { creator, [key]: text } }
}

/** Pins one of the user's own repositories to their profile (at most six; v6 cannot unpin). */
export function pinRepositoryMsg(creator: string, repositoryId: string) {
  const value: MsgUpdateUserPinnedRepositories = { creator, repositoryId: Number(repositoryId) }
  return { typeUrl: gitopiaTypeUrl('MsgUpdateUserPinnedRepositories'), value }
}
