import type { MsgUpdateUserPinnedRepositories } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import type { MsgContext } from '../../../chain/module.ts'
import { gitopiaEvent, invalid, notFound } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { OwnerType } from './keeper.ts'
import type { GitopiaMsgTable } from '../msg-table.ts'
import { unixSeconds } from '../wire.ts'

/** x/gitopia's `max_pinned_repos` and `max_dao_pinned_repos` (utils/user.go, utils/dao.go). */
export const MAX_PINNED_REPOSITORIES = 6

/**
 * The keeper's checks before a pin, in its order: room left, not pinned yet, the repository
 * exists and belongs to the pinning user (or DAO). Pins are only ever added: v6 has no unpin.
 */
export function checkPin(
  g: GitopiaContext,
  who: string,
  pinned: readonly string[],
  repositoryId: number,
  owner: { readonly type: OwnerType; readonly address: string },
): void {
  if (pinned.length === MAX_PINNED_REPOSITORIES)
    throw invalid(`pinned repositories of (${who}) already maximum`)
  if (pinned.includes(String(repositoryId)))
    throw invalid(`Repository Id (${repositoryId}) already exists in the list`)
  const repository = g.repos.get(BigInt(repositoryId))
  if (!repository) throw notFound(`repository (${repositoryId}) doesn't exist`)
  const noun = owner.type === 'USER' ? 'user' : 'dao'
  if (repository.owner.type !== owner.type)
    throw invalid(`Repository owner (${repositoryId}) isn't ${noun}`)
  if (repository.owner.id !== owner.address)
    throw invalid(`repository owner (${repositoryId}) is not same as ${noun}`)
}

function pinUserRepository(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateUserPinnedRepositories,
): undefined {
  const user = g.users.user(msg.creator)
  if (!user) throw notFound(`user (${msg.creator}) doesn't exist`)
  checkPin(g, msg.creator, user.pinned_repos, msg.repositoryId, {
    type: 'USER',
    address: msg.creator,
  })
  const updatedAt = unixSeconds(ctx.blockTime)
  g.users.updateUser(msg.creator, current => ({
    ...current,
    pinned_repos: [...current.pinned_repos, String(msg.repositoryId)],
    updatedAt,
  }))
  gitopiaEvent(ctx, 'UpdateUserPinnedRepositories', {
    Creator: msg.creator,
    UserId: user.id,
    PinnedRepositories: String(msg.repositoryId),
    UpdatedAt: updatedAt,
  })
  return undefined
}

/** A user pins a repository of their own to their profile. */
export const userPinMsgs: GitopiaMsgTable = {
  MsgUpdateUserPinnedRepositories: { execute: pinUserRepository },
}
