import { getTask } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'

/** A storage provider's task (a merge, say) as the chain records it. */
export function taskQuery(api: string, id: string) {
  return queryOptions({
    queryKey: pullsKeys.task(api, id),
    queryFn: ({ signal }) => getTask(api, id, { signal }),
  })
}
