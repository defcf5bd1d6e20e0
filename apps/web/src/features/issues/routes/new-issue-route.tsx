import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { createIssueMsg } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { paths } from '@/config/paths.ts'
import { MarkdownEditor, TITLE_MAX } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useActiveAccount, useChainMutation, useTxProgressLabel } from '@/features/wallet/index.ts'
import { Button, ButtonLink } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { useViewerAccess } from '../api/access.ts'
import { issuesKeys } from '../api/issues.ts'
import { useOpenItem } from '../api/open-item.ts'
import { AssigneePicker } from '../components/assignee-picker.tsx'
import { BountyFields } from '../components/bounty-fields.tsx'
import { titleProblem } from '../model/issue-title.ts'
import { LabelChecklist } from '../components/label-checklist.tsx'
import { dateInputValue, parseBountyInput } from '../model/bounty.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

const inWeeks = (weeks: number) =>
  dateInputValue(new Date(Date.now() + weeks * 7 * 24 * 3600 * 1000))

/** Open an issue: title, Markdown description, labels and assignees (for triagers), a bounty. */
export function NewIssueRoute() {
  const { owner, name, repository } = useRepository()
  const account = useActiveAccount()
  const { can } = useViewerAccess()
  const { pending } = useChainMutation()
  const progress = useTxProgressLabel()
  const openIssue = useOpenItem('issue', issuesKeys.repository)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [labelIds, setLabelIds] = useState<string[]>([])
  const [assignees, setAssignees] = useState<string[]>([])
  const [withBounty, setWithBounty] = useState(false)
  const [amount, setAmount] = useState('')
  const [expiry, setExpiry] = useState(() => inWeeks(4))
  const [touched, setTouched] = useState(false)
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [sending, setSending] = useState(false)
  const canTriage = can('labelIssue') && can('assignIssue')
  const problem = titleProblem(title)
  const bounty = parseBountyInput(amount, expiry)
  const bountyProblem = withBounty && !bounty.ok ? bounty : null
  const tooManyForBounty = withBounty && assignees.length > 1

  if (!account || repository.archived) {
    return (
      <section className="flex flex-col items-start gap-3 rounded-md border border-border p-6">
        <title>{`New issue · ${owner}/${repository.name}`}</title>
        <h2 className="text-lg font-semibold">New issue</h2>
        <p className="text-fg-muted">
          {repository.archived
            ? 'An archived repository takes no new issues.'
            : 'Connect a wallet to open an issue.'}
        </p>
        <ButtonLink to={paths.repositoryIssueList.href(owner, name)}>Back to issues</ButtonLink>
      </section>
    )
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem || bountyProblem || tooManyForBounty || sending) return
    setFailure(null)
    setSending(true)
    try {
      await openIssue(
        createIssueMsg({
          creator: account.address,
          owner: repository.ownerAddress,
          repository: repository.name,
          title: title.trim(),
          description,
          labelIds: canTriage ? labelIds : [],
          assignees: canTriage ? assignees : [],
          bounty:
            withBounty && bounty.ok
              ? {
                  amount: [{ denom: NATIVE_TOKEN.denom, amount: bounty.amount }],
                  expiry: bounty.expiry,
                }
              : undefined,
        }),
      )
    } catch (error) {
      // Everything typed stays; the reason shows here, with the raw log behind "Details".
      setFailure(describeTxFailure(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      onSubmit={event => void onSubmit(event)}
      noValidate
      className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_16rem]"
    >
      <title>{`New issue · ${owner}/${repository.name}`}</title>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-xl font-semibold">New issue</h2>
        <TextField
          strong
          label="Title"
          value={title}
          maxLength={TITLE_MAX}
          autoFocus
          error={touched ? problem : null}
          onChange={setTitle}
          inputClassName="focus:border-accent focus:outline-none"
        />
        <MarkdownEditor
          label="Description"
          value={description}
          onChange={setDescription}
          placeholder="Describe the problem or the idea"
        />
        <FailureNote failure={failure} />
        <div className="flex justify-end gap-2">
          <ButtonLink to={paths.repositoryIssueList.href(owner, name)}>Cancel</ButtonLink>
          <Button type="submit" variant="primary" disabled={sending || pending}>
            {sending ? progress : 'Submit new issue'}
          </Button>
        </div>
      </div>
      <aside className="flex flex-col gap-5 text-sm">
        {canTriage ? (
          <>
            <section aria-label="Assignees" className="flex flex-col gap-1">
              <h3 className="font-semibold">Assignees</h3>
              <AssigneePicker value={assignees} onChange={setAssignees} viewer={account.address} />
            </section>
            <section aria-label="Labels" className="flex flex-col gap-1">
              <h3 className="font-semibold">Labels</h3>
              <LabelChecklist labels={repository.labels} value={labelIds} onChange={setLabelIds} />
            </section>
          </>
        ) : (
          <p className="text-fg-muted">Only people with triage access set labels and assignees.</p>
        )}
        <section aria-label="Bounty" className="flex flex-col gap-2">
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              checked={withBounty}
              onChange={() => setWithBounty(!withBounty)}
            />
            Add a bounty
          </label>
          {withBounty && (
            <>
              <BountyFields
                amount={amount}
                expiry={expiry}
                onAmount={setAmount}
                onExpiry={setExpiry}
                problem={touched ? bountyProblem : null}
                min={inWeeks(0)}
              />
              <p className="text-xs text-fg-muted">
                The amount leaves your balance now and is held in escrow until the issue is solved
                or you close the bounty.
              </p>
              {tooManyForBounty && (
                <p role="alert" className="text-xs text-danger">
                  An issue with a bounty can have at most one assignee.
                </p>
              )}
            </>
          )}
        </section>
      </aside>
    </form>
  )
}
