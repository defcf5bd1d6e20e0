import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'

/** What every tab is shown with; each takes what it needs. */
export interface PullTabProps {
  readonly pull: PullRequest
  readonly viewer: string | null
  /** What a tx on the pull request changes (its feature's keys), refreshed after each. */
  readonly invalidate: readonly QueryKey[]
}
