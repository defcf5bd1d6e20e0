import { createBountyMsg, type Bounty, type Issue } from '@gitopia-client/chain/gitopia'
import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { UserLink, formatCoin, useChainAction } from '@/features/discussion/index.ts'
import { Button } from '@/ui/button.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { bountyQuery } from '../api/issues.ts'
import { bountyStatus, dateInputValue, parseBountyInput } from '../model/bounty.ts'
import { BountyFields } from './bounty-fields.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

/** Extend, close and delete: only a bounty's creator sees them, so they load for the creator. */
const BountyOwnerActions = lazy(() =>
  import('./bounty-owner-actions.tsx').then(module => ({ default: module.BountyOwnerActions })),
)

const tomorrow = () => dateInputValue(new Date(Date.now() + 24 * 3600 * 1000))
const inWeeks = (weeks: number) =>
  dateInputValue(new Date(Date.now() + weeks * 7 * 24 * 3600 * 1000))

function BountyItem({
  bounty,
  viewer,
  deletable,
}: {
  bounty: Bounty
  viewer: string | null
  /** No pull request is linked to the issue: the chain lets the creator delete the bounty. */
  deletable: boolean
}) {
  const status = bountyStatus(bounty)
  const creator = viewer !== null && viewer === bounty.creator
  const canDelete = creator && deletable && bounty.state !== 'BOUNTY_STATE_DESTCREDITED'

  return (
    <li className="flex flex-col gap-1 rounded-md border border-border p-2" data-testid="bounty">
      <div className="flex items-center justify-between gap-2">
        <strong>{bounty.amount.map(c => formatCoin(c.amount, c.denom)).join(' + ')}</strong>
        <span
          data-testid="bounty-state"
          title={status.detail}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.open ? 'bg-amber-500 text-black' : 'bg-canvas-subtle'}`}
        >
          {status.label}
        </span>
      </div>
      <p className="text-xs text-fg-muted">{status.detail}</p>
      <p className="text-xs text-fg-muted">
        By <UserLink address={bounty.creator} className="font-normal" />
        {bounty.state === 'BOUNTY_STATE_SRCDEBITTED' && bounty.expireAt && (
          <>
            {' '}
            · expires <TimeAgo date={bounty.expireAt} />
          </>
        )}
        {bounty.rewardedTo && (
          <>
            {' '}
            · paid to <UserLink address={bounty.rewardedTo} className="font-normal" />
          </>
        )}
      </p>
      {viewer !== null && (status.open || canDelete) && creator && (
        <Suspense fallback={null}>
          <BountyOwnerActions
            bounty={bounty}
            viewer={viewer}
            open={status.open}
            deletable={canDelete}
          />
        </Suspense>
      )}
    </li>
  )
}

/**
 * One bounty, read on its own: a failed read offers a retry for that bounty alone. (A query per
 * row rather than `useQueries` for the list, whose observer would be one more chunk on the issue
 * page's first load: docs/performance.md, "Budgets".)
 */
function BountyEntry({
  id,
  viewer,
  deletable,
}: {
  id: string
  viewer: string | null
  deletable: boolean
}) {
  const query = useQuery(bountyQuery(useApiEndpoint(), id))
  if (query.data) return <BountyItem bounty={query.data} viewer={viewer} deletable={deletable} />
  if (query.isError)
    return (
      <li>
        <LoadError what="the bounty" error={query.error} onRetry={() => void query.refetch()} />
      </li>
    )
  return <li aria-busy="true" className="h-16 animate-pulse rounded-md bg-canvas-subtle" />
}

/** Bounties on an issue: their state, and create / extend / close / delete for those who may. */
export function BountyPanel({ issue, viewer }: { issue: Issue; viewer: string | null }) {
  const [adding, setAdding] = useState(false)
  const [amount, setAmount] = useState('')
  const [expiry, setExpiry] = useState(() => inWeeks(4))
  const [touched, setTouched] = useState(false)
  const action = useChainAction()
  const invalidate = useIssueChangeKeys(issue)
  const input = parseBountyInput(amount, expiry)
  const tooManyAssignees = issue.assignees.length > 1

  const create = async () => {
    setTouched(true)
    if (!viewer || !input.ok) return
    const ref = { creator: viewer, repositoryId: issue.repositoryId, iid: issue.iid }
    const coins = [{ denom: NATIVE_TOKEN.denom, amount: input.amount }]
    if (await action.run([createBountyMsg(ref, coins, input.expiry)], { invalidate })) {
      setAdding(false)
      setAmount('')
      setTouched(false)
    }
  }

  return (
    <section aria-label="Bounties" className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">Bounties</h3>
      {issue.bounties.length === 0 && <p className="text-fg-muted">No bounty</p>}
      <ul className="flex flex-col gap-2">
        {issue.bounties.map(id => (
          <BountyEntry
            key={id}
            id={id}
            viewer={viewer}
            deletable={issue.pullRequests.length === 0}
          />
        ))}
      </ul>
      {viewer && issue.state === 'OPEN' && !adding && (
        <Button className="self-start" onClick={() => setAdding(true)}>
          Add a bounty
        </Button>
      )}
      {adding && (
        <form
          aria-label="New bounty"
          className="flex flex-col gap-2 rounded-md border border-border p-2"
          onSubmit={handleSubmit(create)}
        >
          <BountyFields
            amount={amount}
            expiry={expiry}
            onAmount={setAmount}
            onExpiry={setExpiry}
            problem={touched && !input.ok ? input : null}
            min={tomorrow()}
          />
          {tooManyAssignees && (
            <p className="text-xs text-danger">
              An issue with a bounty can have at most one assignee.
            </p>
          )}
          <FailureNote failure={action.failure} />
          <div className="flex gap-2">
            <Button type="submit" variant="primary" disabled={action.busy || tooManyAssignees}>
              {action.running ? action.progress : 'Create bounty'}
            </Button>
            <Button onClick={() => setAdding(false)} disabled={action.running}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
