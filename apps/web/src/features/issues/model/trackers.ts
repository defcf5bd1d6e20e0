import { paths } from '@/config/paths.ts'
import type { ListKind } from './list-filters.ts'

/**
 * Issues and pull requests, told apart: what each is called, where its list and its items live,
 * where a new one is started and which event attribute of the opening tx names its number.
 */
export const TRACKERS = {
  issue: {
    noun: 'issue',
    listHref: paths.repositoryIssues.href,
    itemHref: paths.repositoryIssue.href,
    create: { label: 'New issue', href: paths.repositoryNewIssue.href },
    iidAttribute: 'IssueIid',
  },
  pull: {
    noun: 'pull request',
    listHref: paths.repositoryPullList.href,
    itemHref: paths.repositoryPull.href,
    create: { label: 'New pull request', href: paths.repositoryCompare.href },
    iidAttribute: 'PullRequestIid',
  },
} as const satisfies Record<ListKind, unknown>
