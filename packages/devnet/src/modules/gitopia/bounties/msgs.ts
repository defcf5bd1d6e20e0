import type {
  MsgCloseBounty,
  MsgCreateBounty,
  MsgDeleteBounty,
  MsgUpdateBountyExpiry,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateBountyResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { checkCoins, formatCoins, normalizeCoins, type Coin } from '../../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import type { MsgContext, MsgResponse } from '../../../chain/module.ts'
import { gitopiaEvent, invalid, notFound, now, respondWithId } from '../common.ts'
import { systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
import type { GitopiaMsgTable } from '../msg-table.ts'
import { bountyAddress } from './keeper.ts'
import type { Bounty, Issue } from '../json.ts'

/** Creates a bounty on an issue, escrowing the coins (also used by MsgCreateIssue). */
export function createBounty(
  g: GitopiaContext,
  ctx: MsgContext,
  creator: string,
  issue: Issue,
  amount: readonly Coin[],
  expiry: number,
): Bounty {
  if (issue.assignees.length > 1) throw invalid("issue with bounty can't have more then 1 assignee")
  if (BigInt(expiry) < BigInt(now(ctx)))
    throw invalid("expire time can't be less then current time")
  const coins = normalizeCoins(amount)
  const bounty: Bounty = {
    id: g.users.nextId('bounty').toString(),
    amount: coins,
    state: 'BOUNTY_STATE_SRCDEBITTED',
    repositoryId: issue.repositoryId,
    parentIid: issue.iid,
    parent: 'BOUNTY_PARENT_ISSUE',
    expireAt: String(expiry),
    rewardedTo: '',
    createdAt: now(ctx),
    updatedAt: now(ctx),
    creator,
  }
  g.bank.send(creator, bountyAddress(bounty.id), coins, ctx.events)
  g.bounties.save(bounty)
  const current = g.issues.get(issue.id) as Issue
  g.issues.save({ ...current, bounties: [...current.bounties, bounty.id] })
  systemComment(
    g,
    ctx,
    { parent: 'COMMENT_PARENT_ISSUE', repositoryId: issue.repositoryId, parentIid: issue.iid },
    `@${creator} created bounty of ${formatCoins(coins)}`,
    'COMMENT_TYPE_ADD_BOUNTY',
  )
  return bounty
}

function ownBounty(g: GitopiaContext, creator: string, id: number): Bounty {
  g.users.requireUser(creator)
  const bounty = g.bounties.get(String(id))
  if (!bounty) throw notFound(`bounty (${id}) doesn't exist`)
  if (bounty.creator !== creator) throw ChainError.wrap(SdkErrors.unauthorized, 'incorrect owner')
  return bounty
}

function createBountyMsg(g: GitopiaContext, ctx: MsgContext, msg: MsgCreateBounty): MsgResponse {
  g.users.requireUser(msg.creator)
  const issue = g.issues.byIid(String(msg.repositoryId), msg.parentIid)
  if (!issue) throw notFound(`issue (${msg.parentIid}) doesn't exist in repository`)
  const bounty = createBounty(g, ctx, msg.creator, issue, msg.amount, msg.expiry)
  gitopiaEvent(ctx, 'CreateBounty', {
    Creator: msg.creator,
    RepositoryId: bounty.repositoryId,
    BountyId: bounty.id,
    BountyAmount: JSON.stringify(bounty.amount.map(c => ({ denom: c.denom, amount: c.amount }))),
    BountyState: bounty.state,
    BountyParent: bounty.parent,
    BountyParentIid: bounty.parentIid,
    BountyExpiry: bounty.expireAt,
    CreatedAt: bounty.createdAt,
    UpdatedAt: bounty.updatedAt,
  })
  return respondWithId('MsgCreateBountyResponse', MsgCreateBountyResponse, bounty.id)
}

function validateCreateBounty(msg: MsgCreateBounty): void {
  if (msg.amount.length === 0) throw ChainError.wrap(SdkErrors.invalidCoins, 'empty amount')
  checkCoins(msg.amount)
  if (Number(msg.parent) !== 0) throw invalid('invalid parent')
}

/** The bounty's note on its issue. */
function bountyComment(
  g: GitopiaContext,
  ctx: MsgContext,
  bounty: Bounty,
  text: string,
  type: 'COMMENT_TYPE_MODIFIED_BOUNTY' | 'COMMENT_TYPE_CLOSED_BOUNTY' | 'COMMENT_TYPE_NONE',
): void {
  const parent = {
    parent: 'COMMENT_PARENT_ISSUE',
    repositoryId: bounty.repositoryId,
    parentIid: bounty.parentIid,
  } as const
  systemComment(g, ctx, parent, text, type)
}

function updateBountyExpiry(
  g: GitopiaContext,
  ctx: MsgContext,
  msg: MsgUpdateBountyExpiry,
): undefined {
  const bounty = ownBounty(g, msg.creator, msg.id)
  if (bounty.state !== 'BOUNTY_STATE_SRCDEBITTED') throw invalid('bounty already closed')
  if (BigInt(msg.expiry) < BigInt(now(ctx)))
    throw invalid("expire time can't be less then current time")
  g.bounties.save({ ...bounty, expireAt: String(msg.expiry), updatedAt: now(ctx) })
  bountyComment(
    g,
    ctx,
    bounty,
    `@${msg.creator} modified bounty expiry`,
    'COMMENT_TYPE_MODIFIED_BOUNTY',
  )
  gitopiaEvent(ctx, 'UpdateBountyExpiry', { Creator: msg.creator, BountyId: bounty.id })
  return undefined
}

/**
 * MsgCloseBounty: refund the creator while no pull request is linked to the issue, whatever its
 * state (the keeper checks `len(issue.PullRequests) > 0`, despite its message); the record stays,
 * REVERTEDBACK.
 */
function closeBounty(g: GitopiaContext, ctx: MsgContext, msg: MsgCloseBounty): undefined {
  const bounty = ownBounty(g, msg.creator, msg.id)
  if (bounty.state !== 'BOUNTY_STATE_SRCDEBITTED') throw invalid('bounty already closed')
  const issue = g.issues.byIid(bounty.repositoryId, bounty.parentIid)
  if (!issue) throw notFound(`issue id (${bounty.parentIid}) doesn't exist`)
  if (issue.pullRequests.length > 0) throw invalid("can't close bounty; contains open PR")
  g.bounties.refund(ctx, bounty)
  bountyComment(g, ctx, bounty, `@${msg.creator} closed bounty`, 'COMMENT_TYPE_CLOSED_BOUNTY')
  gitopiaEvent(ctx, 'CloseBounty', { Creator: msg.creator, BountyId: bounty.id })
  return undefined
}

/**
 * MsgDeleteBounty: the creator takes the bounty off its issue while no pull request at all is
 * linked to the issue; coins still escrowed go back, and the record is removed (not kept as
 * REVERTEDBACK as closing does).
 */
function deleteBounty(g: GitopiaContext, ctx: MsgContext, msg: MsgDeleteBounty): undefined {
  const bounty = ownBounty(g, msg.creator, msg.id)
  const issue = g.issues.byIid(bounty.repositoryId, bounty.parentIid)
  if (!issue) throw notFound(`issue id (${bounty.parentIid}) doesn't exist`)
  if (issue.pullRequests.length > 0) throw invalid("can't delete bounty; contains open PR")
  if (!issue.bounties.includes(bounty.id))
    throw invalid(`can't find bountyId (${bounty.id}) under issue (${issue.iid})`)
  if (bounty.state === 'BOUNTY_STATE_SRCDEBITTED')
    g.bank.send(bountyAddress(bounty.id), msg.creator, bounty.amount, ctx.events)
  g.bounties.delete(bounty.id)
  g.issues.save({
    ...issue,
    bounties: issue.bounties.filter(id => id !== bounty.id),
    updatedAt: now(ctx),
  })
  bountyComment(g, ctx, bounty, `@${msg.creator} deleted bounty`, 'COMMENT_TYPE_NONE')
  gitopiaEvent(ctx, 'DeleteBounty', {
    Creator: msg.creator,
    RepositoryId: bounty.repositoryId,
    BountyId: bounty.id,
    BountyParent: bounty.parent,
    BountyParentIid: bounty.parentIid,
  })
  return undefined
}

export const bountyMsgs: GitopiaMsgTable = {
  MsgCreateBounty: { validate: validateCreateBounty, execute: createBountyMsg },
  MsgUpdateBountyExpiry: { execute: updateBountyExpiry },
  MsgCloseBounty: {
    execute: (g, ctx, msg: MsgCloseBounty) => closeBounty(g, ctx, msg),
  },
  MsgDeleteBounty: { execute: deleteBounty },
}
