import type {
  MsgCreateUser,
  MsgUpdateUserAvatar,
  MsgUpdateUserBio,
  MsgUpdateUserName,
  MsgUpdateUserUsername,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateUserResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import {
  respond,
  type MsgContext,
  type MsgHandler,
  type MsgResponse,
} from '../../../chain/module.ts'
import { RESERVED_NAMES } from './reserved-names.ts'
import { unixSeconds } from '../wire.ts'
import { gitopiaEvent, TYPE_PREFIX } from '../common.ts'
import type { GitopiaMsg, GitopiaMsgTable } from '../msg-table.ts'
import { validateAvatarUrl, validateUsername, type User, type UsersKeeper } from './keeper.ts'

function checkName(name: string, text = 'name exceeds limit: 73'): void {
  if (name.length > 73) throw ChainError.wrap(SdkErrors.invalidRequest, text)
}

function checkBio(bio: string): void {
  if (bio.length > 255) throw ChainError.wrap(SdkErrors.invalidRequest, 'Bio exceeds limit: 255')
}

type Creator = { creator: string }

function validateCreateUser(msg: MsgCreateUser): void {
  validateUsername(msg.username)
  checkName(msg.name)
  checkBio(msg.bio)
  validateAvatarUrl(msg.avatarUrl)
}

function createUser(users: UsersKeeper, ctx: MsgContext, msg: MsgCreateUser): MsgResponse {
  if (users.user(msg.creator)) {
    throw ChainError.wrap(SdkErrors.invalidRequest, `user already exists: ${msg.creator}`)
  }
  users.registerName(
    msg.username,
    msg.creator,
    'USER',
    msg.creator,
    `username is already taken: (${msg.username})`,
  )
  const user = users.createUser(
    {
      creator: msg.creator,
      name: msg.name,
      username: msg.username,
      usernameGithub: '',
      avatarUrl: msg.avatarUrl,
      followers: [],
      following: [],
      starred_repos: [],
      subscriptions: '',
      bio: msg.bio,
      createdAt: '',
      updatedAt: '',
      verified: false,
      pinned_repos: [],
    },
    ctx.blockTime,
  )
  gitopiaEvent(ctx, 'CreateUser', {
    Creator: msg.creator,
    UserId: user.id,
    UserUsername: user.username,
    UserName: user.name,
    AvatarUrl: user.avatarUrl,
    CreatedAt: user.createdAt,
    UpdatedAt: user.updatedAt,
  })
  return respond(`${TYPE_PREFIX}MsgCreateUserResponse`, MsgCreateUserResponse, {
    id: msg.creator,
  })
}

function requireOwnProfile(users: UsersKeeper, address: string): User {
  const user = users.user(address)
  if (!user) throw ChainError.wrap(SdkErrors.keyNotFound, `user (${address}) doesn't exist`)
  return user
}

function updateUserUsername(
  users: UsersKeeper,
  ctx: MsgContext,
  msg: MsgUpdateUserUsername,
): undefined {
  const user = requireOwnProfile(users, msg.creator)
  const taken = users.whois(msg.username.toLowerCase())
  if (taken && taken.address !== msg.creator) {
    throw ChainError.wrap(SdkErrors.invalidRequest, `username is already taken: (${msg.username})`)
  }
  if (RESERVED_NAMES.has(msg.username.toLowerCase())) {
    throw ChainError.wrap(SdkErrors.invalidRequest, `(${msg.username}) is reserved name`)
  }
  if (user.username.toLowerCase() !== msg.username.toLowerCase())
    users.renameWhois(user.username, msg.username)
  users.updateUser(msg.creator, current => ({
    ...current,
    username: msg.username,
    updatedAt: unixSeconds(ctx.blockTime),
  }))
  gitopiaEvent(ctx, 'UpdateUserUsername', {
    Creator: msg.creator,
    UserUsername: msg.username,
    UpdatedAt: unixSeconds(ctx.blockTime),
  })
  return undefined
}

/** A Msg by which users change a field of their own profile. */
function profileUpdate<M extends Creator>(
  action: string,
  validate: (msg: M) => void,
  apply: (msg: M) => Partial<User>,
): GitopiaMsg<M, UsersKeeper> {
  return {
    validate,
    execute: (users, ctx, msg) => {
      requireOwnProfile(users, msg.creator)
      users.updateUser(msg.creator, user => ({
        ...user,
        ...apply(msg),
        updatedAt: unixSeconds(ctx.blockTime),
      }))
      gitopiaEvent(ctx, action, { Creator: msg.creator, UpdatedAt: unixSeconds(ctx.blockTime) })
      return undefined
    },
  }
}

/** Users' own profiles: they need only the users keeper. */
export const userMsgs: GitopiaMsgTable<UsersKeeper> = {
  MsgCreateUser: { execute: createUser, validate: validateCreateUser },
  MsgUpdateUserUsername: {
    execute: updateUserUsername,
    validate: (msg: MsgUpdateUserUsername) => validateUsername(msg.username),
  },
  MsgUpdateUserName: profileUpdate<MsgUpdateUserName>(
    'UpdateUserName',
    msg => checkName(msg.name, 'Name exceeds limit: 73'),
    msg => ({ name: msg.name }),
  ),
  MsgUpdateUserBio: profileUpdate<MsgUpdateUserBio>(
    'UpdateUserBio',
    msg => checkBio(msg.bio),
    msg => ({ bio: msg.bio }),
  ),
  MsgUpdateUserAvatar: profileUpdate<MsgUpdateUserAvatar>(
    'UpdateUserAvatar',
    msg => validateAvatarUrl(msg.url),
    msg => ({ avatarUrl: msg.url }),
  ),
}

/** MsgDeleteUser: refused in ValidateBasic, before its creator is read ('tx WIP'). */
export const deleteUser: MsgHandler<never> = {
  typeUrl: `${TYPE_PREFIX}MsgDeleteUser`,
  module: 'gitopia',
  validateBasic: () => {
    throw ChainError.wrap(SdkErrors.invalidRequest, 'tx WIP')
  },
  execute: () => undefined,
}
