import * as z from 'zod/mini'
import { pageResponse } from '../paging.ts'
import { getGitopia, gitopiaPath, type ListOptions } from '../request.ts'

// Apart from queries.ts, so a page that shows only the counts loads no issue or pull schemas.

/**
 * How many issues (`issue`) or pull requests (`pull`) of a repository are open: the chain counts
 * a one-item page, whose item is not read.
 */
export async function countOpen(
  api: string,
  owner: string,
  repository: string,
  kind: 'issue' | 'pull',
  options?: ListOptions,
): Promise<number> {
  const body = await getGitopia(
    api,
    gitopiaPath(owner, repository, kind),
    z.object({ pagination: pageResponse }),
    {
      ...options,
      query: new URLSearchParams({ 'option.state': 'OPEN' }),
      page: { limit: 1, countTotal: true },
    },
  )
  return Number(body.pagination?.total ?? '0')
}
