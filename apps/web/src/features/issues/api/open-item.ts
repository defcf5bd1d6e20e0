import type { QueryKey } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { useChainMutation, type EncodeObject } from '@/features/wallet/index.ts'
import { eventAttribute } from '@/lib/tx-events.ts'
import type { ListKind } from '../model/list-filters.ts'
import { TRACKERS } from '../model/trackers.ts'

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
  const tracker = TRACKERS[kind]
  return async (msg: EncodeObject) => {
    const result = await submit({
      failureShownInline: true,
      msgs: [msg],
      invalidate: [keyRoot(api, repository.id), repositoryKeys.openCounts(api, repository.id)],
    })
    const iid = eventAttribute(result.events, tracker.iidAttribute)
    await navigate(iid ? tracker.itemHref(owner, name, iid) : tracker.listHref(owner, name))
  }
}
