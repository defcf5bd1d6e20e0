import type { EncodeObject } from '@/features/wallet/index.ts'

const GITOPIA = '/gitopia.gitopia.gitopia'

export interface ProfileFields {
  readonly username: string
  readonly name: string
  readonly bio: string
  readonly avatarUrl: string
}

export type ProfileField = keyof ProfileFields

export const NAME_MAX_LENGTH = 73
export const BIO_MAX_LENGTH = 255

export function createUserMsg(creator: string, fields: ProfileFields): EncodeObject {
  return { typeUrl: `${GITOPIA}.MsgCreateUser`, value: { creator, ...fields } }
}

/** One Msg per field: each change is its own transaction (docs/client-rules.md#profile-actions). */
export function updateFieldMsg(creator: string, field: ProfileField, value: string): EncodeObject {
  switch (field) {
    case 'username':
      return { typeUrl: `${GITOPIA}.MsgUpdateUserUsername`, value: { creator, username: value } }
    case 'name':
      return { typeUrl: `${GITOPIA}.MsgUpdateUserName`, value: { creator, name: value } }
    case 'bio':
      return { typeUrl: `${GITOPIA}.MsgUpdateUserBio`, value: { creator, bio: value } }
    case 'avatarUrl':
      return { typeUrl: `${GITOPIA}.MsgUpdateUserAvatar`, value: { creator, url: value } }
  }
}

export function claimRewardsMsg(creator: string): EncodeObject {
  return { typeUrl: '/gitopia.gitopia.rewards.MsgClaim', value: { creator } }
}
