import {
  createLabelMsg,
  deleteLabelMsg,
  updateLabelMsg,
  type LabelFields,
  type RepositoryLabel,
} from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { ConfirmDialog, useChainAction } from '@/features/discussion/index.ts'
import { repositoryKeys, useRepository } from '@/features/repository/index.ts'
import { useTxProgressLabel } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { useViewerAccess } from '../api/access.ts'
import { issuesKeys } from '../api/issues.ts'
import { LabelBadge } from '../components/label-badge.tsx'
import { fieldClass } from '../components/bounty-fields.tsx'
import { labelProblem, suggestColor } from '../model/label-form.ts'
import { FailureNote } from '@/ui/failure-note.tsx'

/** The reads a label change makes stale: the repository (its labels) and its issues. */
function useLabelChangeKeys() {
  const api = useApiEndpoint()
  const { owner, name, repository } = useRepository()
  return [repositoryKeys.repository(api, owner, name), issuesKeys.repository(api, repository.id)]
}

function LabelEditor({
  initial,
  editingId,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: LabelFields
  editingId: string | null
  submitLabel: string
  onSubmit: (fields: LabelFields) => Promise<boolean>
  onCancel: () => void
}) {
  const { repository } = useRepository()
  const [fields, setFields] = useState(initial)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const progress = useTxProgressLabel()
  const problem = labelProblem(fields, repository.labels, editingId)
  const set = (change: Partial<LabelFields>) => setFields(current => ({ ...current, ...change }))
  return (
    <form
      aria-label={submitLabel}
      className="flex flex-col gap-2 rounded-md border border-border bg-canvas-subtle p-3"
      onSubmit={event => {
        event.preventDefault()
        setTouched(true)
        if (problem || busy) return
        setBusy(true)
        void onSubmit({ ...fields, name: fields.name.trim() }).finally(() => setBusy(false))
      }}
    >
      <LabelBadge label={{ ...fields, name: fields.name || 'Label preview' }} />
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <TextField
          label="Label name"
          value={fields.name}
          maxLength={63}
          onChange={name => set({ name })}
        />
        <TextField
          label="Description"
          value={fields.description}
          maxLength={255}
          onChange={description => set({ description })}
          className="min-w-60 flex-1"
        />
        <label className="flex flex-col gap-1">
          Colour
          <span className="flex gap-1">
            <input
              type="color"
              aria-label="Colour picker"
              value={/^#[0-9a-fA-F]{6}$/.test(fields.color) ? fields.color : '#000000'}
              onChange={e => set({ color: e.target.value })}
              className="h-8 w-10"
            />
            <input
              aria-label="Colour"
              value={fields.color}
              maxLength={7}
              onChange={e => set({ color: e.target.value })}
              className={`${fieldClass} w-24 font-mono`}
            />
          </span>
        </label>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? progress : submitLabel}
        </Button>
      </div>
      <FormError error={touched ? problem : null} />
    </form>
  )
}

function LabelRow({ label, canManage }: { label: RepositoryLabel; canManage: boolean }) {
  const { repository } = useRepository()
  const { viewer } = useViewerAccess()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const action = useChainAction()
  const invalidate = useLabelChangeKeys()
  const ref = { creator: viewer ?? '', owner: repository.ownerAddress, repository: repository.name }

  if (editing) {
    return (
      <li className="p-3">
        <LabelEditor
          initial={{ name: label.name, color: label.color, description: label.description }}
          editingId={label.id}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={async fields => {
            const done = await action.run([updateLabelMsg(ref, label.id, fields)], { invalidate })
            if (done) setEditing(false)
            return done
          }}
        />
        <FailureNote failure={action.failure} />
      </li>
    )
  }
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="label-row">
      <span className="w-56">
        <LabelBadge label={label} />
      </span>
      <span className="min-w-40 flex-1 text-sm text-fg-muted">{label.description}</span>
      {canManage && (
        <span className="flex gap-2">
          <Button className="px-2! py-1! text-xs!" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button className="px-2! py-1! text-xs!" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </span>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete label"
        confirmLabel="Delete label"
        onClose={() => setDeleting(false)}
        onConfirm={() => action.run([deleteLabelMsg(ref, label.id)], { invalidate })}
      >
        <p>
          Delete the label <LabelBadge label={label} />? Issues and pull requests lose it.
        </p>
        <FailureNote failure={action.failure} />
      </ConfirmDialog>
    </li>
  )
}

/** The repository's labels; people with WRITE create, edit and delete them. */
export function LabelsRoute() {
  const { owner, name, repository } = useRepository()
  const { viewer, can } = useViewerAccess()
  const canManage = can('manageLabels')
  const invalidate = useLabelChangeKeys()
  const [creating, setCreating] = useState(false)
  const action = useChainAction()
  const ref = { creator: viewer ?? '', owner: repository.ownerAddress, repository: repository.name }

  return (
    <section aria-labelledby="labels-heading" className="flex flex-col gap-3">
      <title>{`Labels · ${owner}/${repository.name}`}</title>
      <div className="flex items-center gap-3">
        <Link
          to={paths.repositoryIssueList.href(owner, name)}
          className="text-sm text-fg-muted hover:text-accent"
        >
          ← Issues
        </Link>
        <h2 id="labels-heading" className="text-lg font-semibold">
          {repository.labels.length} label{repository.labels.length === 1 ? '' : 's'}
        </h2>
        {canManage && !creating && (
          <Button variant="primary" className="ml-auto" onClick={() => setCreating(true)}>
            New label
          </Button>
        )}
      </div>
      {creating && (
        <>
          <LabelEditor
            initial={{ name: '', color: suggestColor(repository.labels), description: '' }}
            editingId={null}
            submitLabel="Create label"
            onCancel={() => setCreating(false)}
            onSubmit={async fields => {
              const done = await action.run([createLabelMsg(ref, fields)], { invalidate })
              if (done) setCreating(false)
              return done
            }}
          />
          <FailureNote failure={action.failure} />
        </>
      )}
      {repository.labels.length === 0 ? (
        <p className="rounded-md border border-border p-6 text-center text-fg-muted">
          No labels yet.
        </p>
      ) : (
        <ul aria-label="Labels" className="divide-y divide-border rounded-md border border-border">
          {repository.labels.map(label => (
            <LabelRow key={label.id} label={label} canManage={canManage} />
          ))}
        </ul>
      )}
    </section>
  )
}
