import {
  closeBountyMsg,
  deleteBountyMsg,
  updateBountyExpiryMsg,
  type Bounty,
} from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { ConfirmDialog, useChainAction } from '@/features/discussion/index.ts'
import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { dateInputValue, parseExpiry } from '../model/bounty.ts'
import { fieldClass } from './bounty-fields.tsx'

const small = 'px-2! py-1! text-xs!'
const tomorrow = () => dateInputValue(new Date(Date.now() + 24 * 3600 * 1000))

/**
 * What a bounty's creator may do with it: extend it while it holds its coins; close or delete it
 * only while no pull request is linked to the issue, merged, open or closed (the chain refuses
 * both otherwise: docs/protocol.md#daos-releases-and-bounties). Closing and deleting ask first.
 */
export function BountyOwnerActions({
  bounty,
  viewer,
  open,
  deletable,
}: {
  bounty: Bounty
  viewer: string
  /** Still holding its coins: extend and close apply. */
  open: boolean
  deletable: boolean
}) {
  const [extending, setExtending] = useState(false)
  const [expiry, setExpiry] = useState(() =>
    dateInputValue(
      new Date(Math.max(Date.now(), bounty.expireAt?.getTime() ?? 0) + 7 * 24 * 3600 * 1000),
    ),
  )
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null)
  const action = useChainAction()
  // The issue the bounty is on: its page shows the bounty's state and amount.
  const invalidate = useIssueChangeKeys({
    repositoryId: bounty.repositoryId,
    iid: bounty.parentIid,
  })
  const expiryCheck = parseExpiry(expiry)

  const extend = async () => {
    if (!expiryCheck.ok) return
    const msg = updateBountyExpiryMsg(viewer, bounty.id, expiryCheck.expiry)
    if (await action.run([msg], { invalidate })) setExtending(false)
  }
  const finish = async () => {
    const msg =
      confirming === 'delete'
        ? deleteBountyMsg(viewer, bounty.id)
        : closeBountyMsg(viewer, bounty.id)
    return action.run([msg], { invalidate })
  }

  return (
    <>
      {!extending && (
        <div className="flex flex-wrap gap-2">
          {open && (
            <>
              <Button className={small} onClick={() => setExtending(true)}>
                Extend
              </Button>
              {deletable && (
                <Button className={small} onClick={() => setConfirming('close')}>
                  Close bounty
                </Button>
              )}
            </>
          )}
          {open && !deletable && (
            <p className="text-xs text-fg-muted" data-testid="bounty-close-note">
              It can be closed once no pull request is linked to this issue.
            </p>
          )}
          {deletable && (
            <Button className={small} onClick={() => setConfirming('delete')}>
              Delete bounty
            </Button>
          )}
        </div>
      )}
      {extending && (
        <form className="flex flex-col gap-1" onSubmit={handleSubmit(extend)}>
          <label className="flex items-center gap-2 text-xs">
            New expiry
            <input
              type="date"
              aria-label="New expiry"
              min={tomorrow()}
              value={expiry}
              onChange={event => setExpiry(event.target.value)}
              className={fieldClass}
            />
          </label>
          {!expiryCheck.ok && <p className="text-xs text-danger">{expiryCheck.message}</p>}
          <div className="flex gap-2">
            <Button
              type="submit"
              variant="primary"
              className={small}
              disabled={action.busy || !expiryCheck.ok}
            >
              {action.running ? action.progress : 'Save expiry'}
            </Button>
            <Button className={small} onClick={() => setExtending(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {confirming === null && <FailureNote failure={action.failure} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete bounty' : 'Close bounty'}
        confirmLabel={confirming === 'delete' ? 'Delete bounty' : 'Close bounty'}
        onConfirm={finish}
        onClose={() => setConfirming(null)}
      >
        <p>
          {confirming === 'delete'
            ? open
              ? 'Delete this bounty? It disappears from the issue and its funds go back to you.'
              : 'Delete this bounty? It disappears from the issue.'
            : 'Close this bounty? Its funds go back to you.'}
        </p>
        <FailureNote failure={action.failure} />
      </ConfirmDialog>
    </>
  )
}
