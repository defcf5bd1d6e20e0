// What the author of a pull request edits in place and what its author or a triager changes in
// the sidebar, loaded for them only (everyone else's page has no use for it): the title form, the
// description post with its editor, and the linked issues with unlink and link.
import {
  pullRequestIssueLinkMsg,
  updatePullRequestDescriptionMsg,
  updatePullRequestTitleMsg,
  type PullRequest,
} from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { DescriptionPost, EditableTitle, useChainAction } from '@/features/discussion/index.ts'
import type { useLinkedSummaries } from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { issueLinkProblem, parseIssueNumber } from '../model/issue-links.ts'
import { pullTitleProblem } from '../model/pull-title.ts'

/** What the page gives the parts of a pull request its author edits. */
export interface EditablePullProps {
  pull: PullRequest
  /** What an edit changes (the pull request feature's keys). */
  invalidate: readonly QueryKey[]
}

/** The author's Msg ref: only the author gets these editors (see `ForAuthor`). */
function useAuthorRef(pull: PullRequest) {
  return { creator: pull.creator, repositoryId: useRepository().repository.id, iid: pull.iid }
}

/** The title as `heading` shows it, with an Edit button, then the form. */
export function EditablePullTitle({
  pull,
  invalidate,
  heading,
}: EditablePullProps & { heading: ReactNode }) {
  const ref = useAuthorRef(pull)
  return (
    <EditableTitle
      title={pull.title}
      heading={heading}
      problemOf={pullTitleProblem}
      msgFor={title => updatePullRequestTitleMsg(ref, title)}
      invalidate={invalidate}
    />
  )
}

/** The first post with "Edit description". */
export function EditablePullDescription({ pull, invalidate }: EditablePullProps) {
  const ref = useAuthorRef(pull)
  return (
    <DescriptionPost
      item={pull}
      msgFor={description => updatePullRequestDescriptionMsg(ref, description)}
      invalidate={invalidate}
    />
  )
}

/**
 * The linked issues of an open pull request, for its author or a triager: unlink one, or link
 * another by its number. Each change is one transaction (the keeper writes a note on both sides).
 */
export function LinkedIssuesEditor({
  pull,
  repositoryId,
  viewer,
  summaries,
  hrefOf,
  invalidate,
}: {
  pull: PullRequest
  repositoryId: string
  viewer: string
  summaries: ReturnType<typeof useLinkedSummaries>
  hrefOf: (iid: number) => string
  invalidate: readonly QueryKey[]
}) {
  const action = useChainAction()
  const [draft, setDraft] = useState('')
  const [changing, setChanging] = useState<number | null>(null)
  const problem = issueLinkProblem(draft, pull.issues)
  const typed = parseIssueNumber(draft)
  const ref = { creator: viewer, repositoryId, iid: pull.iid }

  const change = async (issueIid: number, linked: boolean) => {
    setChanging(issueIid)
    const accepted = () => {
      setChanging(null)
      if (linked) setDraft('')
    }
    const done = await action.run([pullRequestIssueLinkMsg(ref, issueIid, linked)], {
      invalidate,
      onAccepted: accepted,
    })
    if (!done) setChanging(null)
  }

  return (
    <section aria-label="Linked issues" className="flex flex-col gap-1">
      <h3 className="font-semibold">Linked issues</h3>
      {pull.issues.length === 0 && <p className="text-fg-muted">None</p>}
      <ul className="flex flex-col gap-1">
        {pull.issues.map(({ id, iid }) => {
          const summary = summaries.get(iid)
          return (
            <li key={id} className="flex items-start justify-between gap-2">
              <Link to={hrefOf(iid)} className="group flex items-baseline gap-1 text-sm">
                <span className="text-fg-muted">#{iid}</span>
                {summary && (
                  <span className="font-semibold break-words group-hover:text-accent group-hover:underline">
                    {summary.title}
                  </span>
                )}
              </Link>
              <button
                type="button"
                aria-label={`Unlink issue #${iid}`}
                title={`Unlink issue #${iid}`}
                disabled={action.busy}
                onClick={() => void change(iid, false)}
                className="shrink-0 rounded px-1 text-fg-muted hover:text-danger disabled:opacity-50"
              >
                {changing === iid ? '…' : '×'}
              </button>
            </li>
          )
        })}
      </ul>
      <form
        aria-label="Link an issue"
        className="mt-1 flex flex-col gap-1"
        onSubmit={handleSubmit(async () => {
          if (typed !== null && problem === null) await change(typed, true)
        })}
      >
        <div className="flex gap-1">
          <input
            aria-label="Issue number to link"
            placeholder="#4"
            inputMode="numeric"
            value={draft}
            onChange={event => {
              setDraft(event.target.value)
              action.clearFailure()
            }}
            className="min-w-0 flex-1 rounded-md border border-border bg-canvas px-2 py-1 text-sm focus:border-accent focus:outline-none"
          />
          <Button type="submit" disabled={action.busy || typed === null || problem !== null}>
            {action.running && changing === typed ? action.progress : 'Link'}
          </Button>
        </div>
        {problem && <p className="text-sm text-danger">{problem}</p>}
        <FailureNote failure={action.failure} />
      </form>
    </section>
  )
}
