import { listComments, type Comment, type CommentParentKind } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { discussionKeys } from './keys.ts'

/** What a discussion belongs to: an issue or a pull request of a repository. */
export interface DiscussionTarget {
  readonly kind: CommentParentKind
  /** The repository's numeric id (decimal string). */
  readonly repositoryId: string
  readonly iid: number
}

const PAGE_SIZE = 100
/** A thread longer than this is cut (and says so) rather than read forever. */
const MAX_PAGES = 20

export interface CommentThread {
  readonly comments: readonly Comment[]
  /** True when the thread has more comments than were read. */
  readonly truncated: boolean
}

/** Every comment of an issue or pull request, in order: ⌈n/100⌉ requests. */
export function commentsQuery(api: string, target: DiscussionTarget) {
  return queryOptions({
    queryKey: discussionKeys.comments(api, target),
    queryFn: async ({ signal }): Promise<CommentThread> => {
      const comments: Comment[] = []
      let key: string | undefined
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await listComments(api, target.kind, target.repositoryId, target.iid, {
          signal,
          page: { limit: PAGE_SIZE, ...(key !== undefined ? { key } : {}) },
        })
        comments.push(...result.items)
        if (result.nextKey === null) return { comments, truncated: false }
        key = result.nextKey
      }
      return { comments, truncated: true }
    },
    staleTime: 15_000,
  })
}

export function useComments(target: DiscussionTarget) {
  return useQuery(commentsQuery(useApiEndpoint(), target))
}
