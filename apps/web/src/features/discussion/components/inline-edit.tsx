import type { QueryKey } from '@tanstack/react-query'
import { useActiveAccount, type EncodeObject } from '@/features/wallet/index.ts'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { useChainAction } from '../api/use-chain-action.ts'

// The editor loads when an edit starts, not with every page that shows an Edit button.
const MarkdownEditor = lazy(async () => ({
  default: (await import('./markdown-editor.tsx')).MarkdownEditor,
}))

/**
 * `shown` to everyone; to the author of an issue or pull request (`creator`, the only editor the
 * keeper accepts for its title and description) `editor` instead, whose code loads for them only,
 * with `shown` while it loads.
 */
export function ForAuthor({
  creator,
  shown,
  editor,
}: {
  creator: string
  shown: ReactNode
  editor: ReactNode
}) {
  if (useActiveAccount()?.address !== creator) return shown
  return <Suspense fallback={shown}>{editor}</Suspense>
}

/**
 * Editing a text in place (a title, a description, a comment): `start` opens the editor with the
 * current text, `save` sends the edit as one tx and, once the chain took it, refreshes the
 * `invalidate` reads (keys from the owning features' factories) and closes.
 */
export function useInlineEdit(current: string, invalidate: readonly QueryKey[]) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(current)
  const action = useChainAction()

  const start = () => {
    setDraft(current)
    setEditing(true)
  }

  const save = async (msgs: readonly EncodeObject[]) => {
    if (await action.run(msgs, { invalidate })) setEditing(false)
  }

  return { editing, draft, setDraft, start, stop: () => setEditing(false), save, action }
}

export type InlineEdit = ReturnType<typeof useInlineEdit>

/** The Markdown editor of an inline edit, the failure, Cancel and the save button. */
export function MarkdownEditForm({
  edit,
  label,
  submitLabel,
  canSave,
  onSave,
}: {
  edit: InlineEdit
  /** The editor's accessible name. */
  label: string
  submitLabel: string
  canSave: boolean
  onSave: () => void
}) {
  const { draft, setDraft, action, stop } = edit
  return (
    <div className="flex flex-col gap-2">
      <Suspense
        fallback={
          <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
        }
      >
        <MarkdownEditor label={label} value={draft} onChange={setDraft} autoFocus />
      </Suspense>
      <FailureNote failure={action.failure} />
      <FormActions onCancel={stop} cancelDisabled={action.running}>
        <Button variant="primary" disabled={action.busy || !canSave} onClick={onSave}>
          {action.running ? 'Saving…' : submitLabel}
        </Button>
      </FormActions>
    </div>
  )
}
