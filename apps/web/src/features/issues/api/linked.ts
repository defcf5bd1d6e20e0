import { getIssue, getPullRequest } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { issuesKeys } from './issues.ts'

/** What a linked issue or pull request shows beside its number. */
export interface LinkedSummary {
  readonly iid: number
  readonly title: string
  /** `OPEN`, `CLOSED` or `MERGED`. */
  readonly state: string
}

type RepositoryRef = { id: string; ownerAddress: string; name: string }

/**
 * The title and state of each linked issue (`kind` issue) or pull request, by iid; an entry is
 * missing while the reads are under way or when its read failed (the link then shows its number
 * only). One query for the whole list rather than `useQueries`, whose observer would be one more
 * chunk on the issue and pull request pages' first load (docs/performance.md, "Budgets").
 */
export function useLinkedSummaries(
  repository: RepositoryRef,
  kind: 'issue' | 'pull',
  iids: readonly number[],
): ReadonlyMap<number, LinkedSummary> {
  const api = useApiEndpoint()
  const { data } = useQuery({
    queryKey: [...issuesKeys.repository(api, repository.id), 'linked', kind, ...iids] as const,
    queryFn: async ({ signal }) => {
      const read = kind === 'issue' ? getIssue : getPullRequest
      const reads = await Promise.allSettled(
        iids.map(iid => read(api, repository.ownerAddress, repository.name, iid, { signal })),
      )
      return reads.flatMap((result, index): LinkedSummary[] =>
        result.status === 'fulfilled'
          ? [{ iid: iids[index] ?? 0, title: result.value.title, state: result.value.state }]
          : [],
      )
    },
    enabled: iids.length > 0,
    staleTime: 15_000,
  })
  return useMemo(() => new Map((data ?? []).map(summary => [summary.iid, summary])), [data])
}

/**
 * The chain refuses to close an issue while a linked pull request is open
 * (docs/protocol.md#issues-pull-requests-and-comments): the sentence that says so, or undefined when closing is allowed.
 */
export function openPullRefusal(pulls: Iterable<LinkedSummary>): string | undefined {
  const open = [...pulls].filter(pull => pull.state === 'OPEN').map(pull => `#${pull.iid}`)
  if (open.length === 0) return undefined
  const which =
    open.length === 1
      ? `pull request ${open[0]} is`
      : `pull requests ${open.slice(0, -1).join(', ')} and ${open.at(-1)} are`
  return `This issue can't be closed while its linked ${which} open: merge or close ${open.length === 1 ? 'it' : 'them'} first.`
}
