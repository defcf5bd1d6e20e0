import { gitopiaTypeUrl } from '../../../type-url.ts'
import type { PullMsg, PullRef } from './messages.ts'

/*
 * Keeping an open pull request up to date (docs/protocol.md#issues-pull-requests-and-comments):
 * its title and description (its author only) and the issues it resolves. Apart from
 * messages.ts so that pages load them only with the editors that send them.
 */

/** A new title (the chain lets only the pull request's author change it). */
export function updatePullRequestTitleMsg(ref: PullRef, title: string): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdatePullRequestTitle'),
    value: { creator: ref.creator, repositoryId: Number(ref.repositoryId), iid: ref.iid, title },
  }
}

/** A new description (the author only, as for the title). */
export function updatePullRequestDescriptionMsg(ref: PullRef, description: string): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl('MsgUpdatePullRequestDescription'),
    value: {
      creator: ref.creator,
      repositoryId: Number(ref.repositoryId),
      iid: ref.iid,
      description,
    },
  }
}

/**
 * Links (or with `linked` false, unlinks) an issue of the base repository to the pull request:
 * the author or whoever may triage the repository.
 */
export function pullRequestIssueLinkMsg(ref: PullRef, issueIid: number, linked: boolean): PullMsg {
  return {
    typeUrl: gitopiaTypeUrl(
      linked ? 'MsgLinkPullRequestIssueByIid' : 'MsgUnlinkPullRequestIssueByIid',
    ),
    value: {
      creator: ref.creator,
      repositoryId: Number(ref.repositoryId),
      pullRequestIid: ref.iid,
      issueIid,
    },
  }
}
