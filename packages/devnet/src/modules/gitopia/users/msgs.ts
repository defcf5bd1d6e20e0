import type {
  MsgCreateUser,
  MsgDeleteUser,
  MsgUpdateUserAvatar,
  MsgUpdateUserBio,
  MsgUpdateUserName,
  MsgUpdateUserUsername,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateUserResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { requireAddress } from '../../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgHandler } from '../../../chain/module.ts'
import { RESERVED_NAMES } from './reserved-names.ts'
import { unixSeconds } from '../wire.ts'
import { gitopiaEvent } from '../common.ts'
import { validateAvatarUrl, validateUsername, type User, type UsersKeeper } from './keeper.ts'

function checkName(name: string, text = 'name exceeds limit: 73'): void {
  if (name.length > 73) throw ChainError.wrap(SdkErrors.invalidRequest, text)
}

function checkBio(bio: string): void {
  if (bio.length > 255) throw ChainError.wrap(SdkErrors.invalidRequest, 'Bio exceeds limit: 255')
}

type Creator = { creator: string }
const creatorIsValid = (msg: Creator) => requireAddress(msg.creator, 'creator')

export function userHandlers(users: UsersKeeper): MsgHandler<never>[] {
  const createUser: MsgHandler<MsgCreateUser> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser',
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      validateUsername(msg.username)
      checkName(msg.name)
      checkBio(msg.bio)
      validateAvatarUrl(msg.avatarUrl)
    },
    execute: (msg, ctx) => {
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
      return respond('/gitopia.gitopia.gitopia.MsgCreateUserResponse', MsgCreateUserResponse, {
        id: msg.creator,
      })
    },
  }

  const requireOwnProfile = (address: string) => {
    if (!users.user(address))
      throw ChainError.wrap(SdkErrors.keyNotFound, `user (${address}) doesn't exist`)
  }

  const updateUsername: MsgHandler<MsgUpdateUserUsername> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateUserUsername',
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      validateUsername(msg.username)
    },
    execute: (msg, ctx) => {
      requireOwnProfile(msg.creator)
      const user = users.user(msg.creator) as User
      const taken = users.whois(msg.username.toLowerCase())
      if (taken && taken.address !== msg.creator) {
        throw ChainError.wrap(
          SdkErrors.invalidRequest,
          `username is already taken: (${msg.username})`,
        )
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
    },
  }

  const simpleUpdate = <M extends Creator>(
    name: string,
    check: (msg: M) => void,
    apply: (user: User, msg: M) => Partial<User>,
  ): MsgHandler<M> => ({
    typeUrl: `/gitopia.gitopia.gitopia.Msg${name}`,
    module: 'gitopia',
    validateBasic: msg => {
      creatorIsValid(msg)
      check(msg)
    },
    execute: (msg, ctx) => {
      requireOwnProfile(msg.creator)
      users.updateUser(msg.creator, user => ({
        ...user,
        ...apply(user, msg),
        updatedAt: unixSeconds(ctx.blockTime),
      }))
      gitopiaEvent(ctx, name, { Creator: msg.creator, UpdatedAt: unixSeconds(ctx.blockTime) })
      return undefined
    },
  })

  const deleteUser: MsgHandler<MsgDeleteUser> = {
    typeUrl: '/gitopia.gitopia.gitopia.MsgDeleteUser',
    module: 'gitopia',
    validateBasic: () => {
      throw ChainError.wrap(SdkErrors.invalidRequest, 'tx WIP')
    },
    execute: () => undefined,
  }

  return [
    createUser,
    updateUsername,
    simpleUpdate<MsgUpdateUserName>(
      'UpdateUserName',
      msg => checkName(msg.name, 'Name exceeds limit: 73'),
      (_, msg) => ({ name: msg.name }),
    ),
    simpleUpdate<MsgUpdateUserBio>(
      'UpdateUserBio',
      msg => checkBio(msg.bio),
      (_, msg) => ({ bio: msg.bio }),
    ),
    simpleUpdate<MsgUpdateUserAvatar>(
      'UpdateUserAvatar',
      msg => validateAvatarUrl(msg.url),
      (_, msg) => ({ avatarUrl: msg.url }),
    ),
    deleteUser,
  ] as MsgHandler<never>[]
}
