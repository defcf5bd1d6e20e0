import { getIssue, getPullRequest } from '@gitopia-client/chain/gitopia'
import { useQueries } from '@tanstack/react-query'
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
 * missing while its read is under way or when it failed (the link then shows its number only).
 */
export function useLinkedSummaries(
  repository: RepositoryRef,
  kind: 'issue' | 'pull',
  iids: readonly number[],
): ReadonlyMap<number, LinkedSummary> {
  const api = useApiEndpoint()
  return useQueries({
    queries: iids.map(iid => ({
      queryKey: [...issuesKeys.repository(api, repository.id), 'linked', kind, iid] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LinkedSummary> => {
        const read = kind === 'issue' ? getIssue : getPullRequest
        const item = await read(api, repository.ownerAddress, repository.name, iid, { signal })
        return { iid, title: item.title, state: item.state }
      },
      staleTime: 15_000,
    })),
    combine: results =>
      new Map(results.flatMap(result => (result.data ? [[result.data.iid, result.data]] : []))),
  })
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
