import type {
  MsgCreateUser,
  MsgUpdateUserAvatar,
  MsgUpdateUserBio,
  MsgUpdateUserName,
  MsgUpdateUserPinnedRepositories,
  MsgUpdateUserUsername,
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

/** One Msg per field: each change is its own transaction (docs/client-rules.md#profile-actions). */
export function updateUserFieldMsg(creator: string, field: ProfileField, text: string) {
  switch (field) {
    case 'username': {
      const value: MsgUpdateUserUsername = { creator, username: text }
      return { typeUrl: gitopiaTypeUrl('MsgUpdateUserUsername'), value }
    }
    case 'name': {
      const value: MsgUpdateUserName = { creator, name: text }
      return { typeUrl: gitopiaTypeUrl('MsgUpdateUserName'), value }
    }
    case 'bio': {
      const value: MsgUpdateUserBio = { creator, bio: text }
      return { typeUrl: gitopiaTypeUrl('MsgUpdateUserBio'), value }
    }
    case 'avatarUrl': {
      const value: MsgUpdateUserAvatar = { creator, url: text }
      return { typeUrl: gitopiaTypeUrl('MsgUpdateUserAvatar'), value }
    }
  }
}

/** Pins one of the user's own repositories to their profile (at most six; v6 cannot unpin). */
export function pinRepositoryMsg(creator: string, repositoryId: string) {
  const value: MsgUpdateUserPinnedRepositories = { creator, repositoryId: Number(repositoryId) }
  return { typeUrl: gitopiaTypeUrl('MsgUpdateUserPinnedRepositories'), value }
}
