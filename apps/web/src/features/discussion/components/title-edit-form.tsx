import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import type { InlineEdit } from './inline-edit.tsx'

/**
 * The title of an issue or pull request being edited in place: the field, Save and Cancel,
 * what is wrong with the draft (`problem`, checked before signing) and the chain's refusal.
 */
export function TitleEditForm({
  edit,
  current,
  problem,
  maxLength,
  onSave,
}: {
  edit: InlineEdit
  current: string
  problem: string | null
  maxLength: number
  onSave: () => Promise<void>
}) {
  const { draft, setDraft, action } = edit
  return (
    <form className="flex flex-col gap-2" onSubmit={handleSubmit(onSave)}>
      <div className="flex flex-wrap gap-2">
        <input
          aria-label="Title"
          value={draft}
          maxLength={maxLength}
          autoFocus
          onChange={event => setDraft(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-border bg-canvas px-3 py-1.5 text-lg focus:border-accent focus:outline-none"
        />
        <Button
          type="submit"
          variant="primary"
          disabled={action.busy || problem !== null || draft.trim() === current}
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
