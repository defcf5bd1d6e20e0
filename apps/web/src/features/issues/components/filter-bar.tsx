import type { RepositoryLabel } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import type { IssueListFilters } from '../model/list-filters.ts'
import { LabelCheckbox } from './label-checklist.tsx'

const input =
  'rounded-md border border-border bg-canvas px-3 py-1.5 text-sm focus:border-accent focus:outline-none'

/** A text filter applied on Enter or when it loses focus. */
function TextFilter({
  label,
  value,
  placeholder,
  onApply,
}: {
  label: string
  value: string
  placeholder?: string
  onApply: (value: string) => void
}) {
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  // Follow the URL when it changes from outside (Back, a link).
  if (value !== shown) {
    setShown(value)
    setDraft(value)
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault()
    if (draft.trim() !== value) onApply(draft.trim())
  }
  return (
    <form role="search" aria-label={label} onSubmit={apply} className="flex">
      <input
        aria-label={label}
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={event => setDraft(event.target.value)}
        onBlur={() => apply()}
        className={`${input} w-full`}
      />
    </form>
  )
}

export function SearchFilter({
  label,
  ...props
}: {
  value: string
  onApply: (value: string) => void
  label: string
}) {
  return <TextFilter label={label} placeholder="Search titles" {...props} />
}

/** The filters that take a username or address, by field and label. */
const PERSON_FILTERS = [
  ['author', 'Author'],
  ['assignee', 'Assignee'],
] as const

export function FilterBar({
  filters,
  labels,
  onChange,
}: {
  filters: IssueListFilters
  labels: readonly RepositoryLabel[]
  onChange: (change: Partial<IssueListFilters>) => void
}) {
  const toggleLabel = (name: string) =>
    onChange({
      noLabel: false,
      labels: filters.labels.includes(name)
        ? filters.labels.filter(l => l !== name)
        : [...filters.labels, name],
    })
  // "Label", not "Labels": the list's link to the labels page is the other control of that name.
  const labelSummary = filters.noLabel
    ? 'No label'
    : filters.labels.length > 0
      ? `Label (${filters.labels.length})`
      : 'Label'
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {PERSON_FILTERS.map(([key, label]) => (
        <div key={key} className="w-40">
          <TextFilter
            label={label}
            value={filters[key]}
            onApply={who => onChange({ [key]: who })}
          />
        </div>
      ))}
      <details className="relative">
        <summary className={`${input} cursor-pointer list-none`}>{labelSummary} ▾</summary>
        <fieldset className="absolute z-10 mt-1 flex max-h-80 w-64 flex-col gap-1 overflow-auto rounded-md border border-border bg-canvas p-2 shadow-lg">
          <legend className="sr-only">Filter by label</legend>
          <label className="flex items-center gap-2 rounded px-1 py-1 hover:bg-canvas-subtle">
            <input
              type="checkbox"
              checked={filters.noLabel}
              onChange={() => onChange({ noLabel: !filters.noLabel, labels: [] })}
            />
            No label
          </label>
          {labels.map(label => (
            <LabelCheckbox
              key={label.id}
              label={label}
              checked={!filters.noLabel && filters.labels.includes(label.name)}
              onChange={() => toggleLabel(label.name)}
            />
          ))}
          {labels.length === 0 && <p className="px-1 text-fg-muted">No labels yet</p>}
        </fieldset>
      </details>
      <label className="flex items-center gap-1">
        <span className="sr-only">Sort</span>
        <select
          aria-label="Sort"
          value={filters.sort}
          onChange={event =>
            onChange({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })
          }
          className={input}
        >
          <option value="newest">Newest</option>
          <option value="oldest">Oldest</option>
        </select>
      </label>
    </div>
  )
}
