import { getIssue, getPullRequest, nullIfNotFound } from '@gitopia-client/chain/gitopia'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { discussionKeys } from '../api/keys.ts'

const STATE = { OPEN: 'open', CLOSED: 'closed', MERGED: 'merged' } as const

/**
 * What `#iid` names in a repository. Issues and pull requests are numbered apart on Gitopia, so
 * the issue comes first and the pull request only when there is no such issue
 * (docs/client-rules.md#references-in-discussions).
 */
function numberQuery(api: string, owner: string, name: string, iid: number) {
  return queryOptions({
    queryKey: discussionKeys.numberReference(api, owner, name, iid),
    queryFn: async ({ signal }) => {
      const issue = await nullIfNotFound(getIssue(api, owner, name, iid, { signal }))
      if (issue) return { kind: 'Issue', title: issue.title, state: STATE[issue.state] } as const
      const pull = await nullIfNotFound(getPullRequest(api, owner, name, iid, { signal }))
      if (pull)
        return { kind: 'Pull request', title: pull.title, state: STATE[pull.state] } as const
      return null
    },
    staleTime: 60_000,
    retry: 1,
  })
}

export function NumberLink({
  text,
  owner,
  name,
  iid,
}: {
  readonly text: string
  readonly owner: string
  readonly name: string
  readonly iid: number
}) {
  const api = useApiEndpoint()
  const { data } = useQuery(numberQuery(api, owner, name, iid))
  if (!data) return text
  const href =
    data.kind === 'Issue'
      ? paths.repositoryIssue.href(owner, name, iid)
      : paths.repositoryPull.href(owner, name, iid)
  return (
    <Link to={href} title={`${data.kind} #${iid} (${data.state}): ${data.title}`}>
      {text}
    </Link>
  )
}
