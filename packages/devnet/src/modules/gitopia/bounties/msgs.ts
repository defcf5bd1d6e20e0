import type {
  MsgCloseBounty,
  MsgCreateBounty,
  MsgDeleteBounty,
  MsgUpdateBountyExpiry,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { MsgCreateBountyResponse } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { checkCoins, formatCoins, normalizeCoins, type Coin } from '../../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler } from '../../../chain/module.ts'
import { gitopiaEvent, handler, invalid, notFound, now, TYPE_PREFIX } from '../common.ts'
import { systemComment } from '../comments/msgs.ts'
import type { GitopiaContext } from '../context.ts'
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

export function bountyHandlers(g: GitopiaContext): MsgHandler<never>[] {
  const create = handler<MsgCreateBounty>('MsgCreateBounty', {
    validate: msg => {
      if (msg.amount.length === 0) throw ChainError.wrap(SdkErrors.invalidCoins, 'empty amount')
      checkCoins(msg.amount)
      if (Number(msg.parent) !== 0) throw invalid('invalid parent')
    },
    execute: (msg, ctx) => {
      g.users.requireUser(msg.creator)
      const issue = g.issues.byIid(String(msg.repositoryId), msg.parentIid)
      if (!issue) throw notFound(`issue (${msg.parentIid}) doesn't exist in repository`)
      const bounty = createBounty(g, ctx, msg.creator, issue, msg.amount, msg.expiry)
      gitopiaEvent(ctx, 'CreateBounty', {
        Creator: msg.creator,
        BountyId: bounty.id,
        RepositoryId: bounty.repositoryId,
        BountyParentIid: bounty.parentIid,
      })
      return respond(`${TYPE_PREFIX}MsgCreateBountyResponse`, MsgCreateBountyResponse, {
        id: Number(bounty.id),
      })
    },
  })

  const updateExpiry = handler<MsgUpdateBountyExpiry>('MsgUpdateBountyExpiry', {
    execute: (msg, ctx) => {
      const bounty = ownBounty(g, msg.creator, msg.id)
      if (bounty.state !== 'BOUNTY_STATE_SRCDEBITTED') throw invalid('bounty already closed')
      if (BigInt(msg.expiry) < BigInt(now(ctx)))
        throw invalid("expire time can't be less then current time")
      g.bounties.save({ ...bounty, expireAt: String(msg.expiry), updatedAt: now(ctx) })
      systemComment(
        g,
        ctx,
        {
          parent: 'COMMENT_PARENT_ISSUE',
          repositoryId: bounty.repositoryId,
          parentIid: bounty.parentIid,
        },
        `@${msg.creator} modified bounty expiry`,
        'COMMENT_TYPE_MODIFIED_BOUNTY',
      )
      gitopiaEvent(ctx, 'UpdateBountyExpiry', { Creator: msg.creator, BountyId: bounty.id })
      return undefined
    },
  })

  const close = (name: string) =>
    handler<MsgCloseBounty | MsgDeleteBounty>(name, {
      execute: (msg, ctx) => {
        const bounty = ownBounty(g, msg.creator, msg.id)
        if (bounty.state !== 'BOUNTY_STATE_SRCDEBITTED') throw invalid('bounty already closed')
        const issue = g.issues.byIid(bounty.repositoryId, bounty.parentIid)
        const openPull = issue?.pullRequests.some(
          link => g.pulls.byIid(bounty.repositoryId, link.iid)?.state === 'OPEN',
        )
        if (openPull) throw invalid("can't close bounty; contains open PR")
        g.bounties.refund(ctx, bounty)
        systemComment(
          g,
          ctx,
          {
            parent: 'COMMENT_PARENT_ISSUE',
            repositoryId: bounty.repositoryId,
            parentIid: bounty.parentIid,
          },
          `@${msg.creator} closed bounty`,
          'COMMENT_TYPE_CLOSED_BOUNTY',
        )
        gitopiaEvent(ctx, name.replace(/^Msg/, ''), { Creator: msg.creator, BountyId: bounty.id })
        return undefined
      },
    })

  return [create, updateExpiry, close('MsgCloseBounty'), close('MsgDeleteBounty')]
}
