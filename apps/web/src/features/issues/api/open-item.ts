import type { QueryKey } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { useChainMutation, type EncodeObject } from '@/features/wallet/index.ts'
import { eventAttribute } from '@/lib/tx-events.ts'
import type { ListKind } from '../model/list-filters.ts'

/** Where a new issue or pull request is shown, and the event attribute that names its number. */
const OPENED = {
  issue: {
    itemHref: paths.repositoryIssue.href,
    listHref: paths.repositoryIssueList.href,
    iidAttribute: 'IssueIid',
  },
  pull: {
    itemHref: paths.repositoryPull.href,
    listHref: paths.repositoryPullList.href,
    iidAttribute: 'PullRequestIid',
  },
} as const satisfies Record<ListKind, unknown>

/**
 * Opening an issue or pull request: sends `msg` (a refusal throws, for the form to show beside
 * what was typed), refreshes the owning feature's reads (`keyRoot`) and the repository's open
 * counts, then goes to the new item, or to the list when the tx's events do not name its number.
 */
export function useOpenItem(
  kind: ListKind,
  keyRoot: (api: string, repositoryId: string) => QueryKey,
) {
  const api = useApiEndpoint()
  const { owner, name, repository } = useRepository()
  const { submit } = useChainMutation()
  const navigate = useNavigate()
  const opened = OPENED[kind]
  return async (msg: EncodeObject) => {
    const result = await submit({
      failureShownInline: true,
      msgs: [msg],
      invalidate: [keyRoot(api, repository.id), repositoryKeys.openCounts(api, repository.id)],
    })
    const iid = eventAttribute(result.events, opened.iidAttribute)
    await navigate(iid ? opened.itemHref(owner, name, iid) : opened.listHref(owner, name))
  }
}
