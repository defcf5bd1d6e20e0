import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  commitQuery,
  commitsQuery,
  refQuery,
  useStorageSession,
} from '@/features/repository/index.ts'
import type { ReferenceScope } from '../model/references.ts'

/**
 * A sha links when the provider has that commit: a full sha is asked for directly; a short one
 * is looked for among the latest commits of the default branch (providers take full shas only).
 */
export default function CommitLink({
  text,
  sha,
  scope,
}: {
  readonly text: string
  readonly sha: string
  readonly scope: ReferenceScope
}) {
  const api = useApiEndpoint()
  const session = useStorageSession()
  const full = sha.length === 40
  const exact = useQuery({
    ...commitQuery(session, scope.repositoryId, sha),
    enabled: full,
    retry: false,
  })
  const head = useQuery({
    ...refQuery(api, scope.owner, scope.name, 'branch', scope.defaultBranch),
    enabled: !full && scope.defaultBranch !== '',
  })
  const recent = useInfiniteQuery({
    ...commitsQuery(session, scope.repositoryId, head.data ?? '', ''),
    enabled: !full && Boolean(head.data),
    retry: false,
  })
  const commit = full
    ? exact.data?.sha === sha
      ? exact.data
      : undefined
    : recent.data?.pages[0]?.items.find(item => item.sha.startsWith(sha))
  if (!commit) return text
  return (
    <Link
      to={paths.repositoryCommit.href(scope.owner, scope.name, commit.sha)}
      title={commit.title}
      className="font-mono"
    >
      {text}
    </Link>
  )
}
