import type { RepositoryLabel } from '@gitopia-client/chain/gitopia'
import { LabelBadge } from './label-badge.tsx'

/** Pick labels of the repository by id. */
export function LabelChecklist({
  labels,
  value,
  onChange,
  disabled = false,
}: {
  labels: readonly RepositoryLabel[]
  value: readonly string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
}) {
  if (labels.length === 0) return <p className="text-sm text-fg-muted">No labels yet</p>
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="sr-only">Labels</legend>
      {labels.map(label => (
        <LabelCheckbox
          key={label.id}
          label={label}
          checked={value.includes(label.id)}
          onChange={() =>
            onChange(
              value.includes(label.id) ? value.filter(id => id !== label.id) : [...value, label.id],
            )
          }
        />
      ))}
    </fieldset>
  )
}

/** A checkbox named after a label, showing the label's badge. */
export function LabelCheckbox({
  label,
  checked,
  onChange,
}: {
  label: RepositoryLabel
  checked: boolean
  onChange: () => void
}) {
  return (
    <label className="flex items-center gap-2 rounded px-1 py-1 hover:bg-canvas-subtle">
      <input type="checkbox" aria-label={label.name} checked={checked} onChange={onChange} />
      <LabelBadge label={label} />
    </label>
  )
}
