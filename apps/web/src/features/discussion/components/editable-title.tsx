import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { EncodeObject } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { useInlineEdit } from './inline-edit.tsx'

/** The chain's limit on an issue's or pull request's title (docs/protocol.md#issues-pull-requests-and-comments). */
export const TITLE_MAX = 255

/**
 * The title of an issue or pull request (`heading`) with "Edit title" for its author, then the
 * form in its place: the field, Save and Cancel, what is wrong with the
 * draft (`problemOf`, the chain's limits checked before signing) and the chain's refusal.
 * `msgFor` turns the new title into the Msg that saves it; `invalidate` names the reads it changes.
 */
export function EditableTitle({
  title,
  heading,
  problemOf,
  msgFor,
  invalidate,
}: {
  title: string
  heading: ReactNode
  problemOf: (draft: string) => string | null
  msgFor: (title: string) => EncodeObject
  invalidate: readonly QueryKey[]
}) {
  const edit = useInlineEdit(title, invalidate)
  const { draft, setDraft, action } = edit
  const problem = problemOf(draft)

  if (!edit.editing)
    return (
      <div className="flex items-start gap-3">
        {heading}
        <Button onClick={edit.start}>Edit title</Button>
      </div>
    )
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={handleSubmit(async () => {
        if (problem === null) await edit.save([msgFor(draft.trim())])
      })}
    >
      <div className="flex flex-wrap gap-2">
        <input
          aria-label="Title"
          value={draft}
          maxLength={TITLE_MAX}
          autoFocus
          onChange={event => setDraft(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-border bg-canvas px-3 py-1.5 text-lg focus:border-accent focus:outline-none"
        />
        <Button
          type="submit"
          variant="primary"
          disabled={action.busy || problem !== null || draft.trim() === title}
        >
          {action.running ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={edit.stop} disabled={action.running}>
          Cancel
        </Button>
      </div>
      {problem && <p className="text-sm text-danger">{problem}</p>}
      <FailureNote failure={action.failure} />
    </form>
  )
}
