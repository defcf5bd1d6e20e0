import type { KeyboardEvent } from 'react'

const STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
}

/**
 * One of a few ways to show the same content (a diff unified or split, a Markdown file rendered
 * or as source), as a row of joined radio buttons. As in any radio group, Tab reaches the chosen
 * option and the arrow keys choose the next or previous one.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the group for assistive technology ("Diff view"). */
  label: string
  /** Each value with its visible label, in display order. */
  options: Readonly<Record<T, string>>
  value: T
  onChange: (value: T) => void
}) {
  const values = Object.keys(options) as T[]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key]
    if (step === undefined) return
    event.preventDefault()
    const index = (values.indexOf(value) + step + values.length) % values.length
    const next = values[index]
    if (next === undefined) return
    onChange(next)
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus()
  }
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex overflow-hidden rounded-md border border-border bg-canvas text-sm"
    >
      {values.map(option => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          tabIndex={option === value ? 0 : -1}
          onClick={() => onChange(option)}
          className="px-3 py-1 text-fg-muted aria-checked:bg-canvas-subtle aria-checked:font-semibold aria-checked:text-fg"
        >
          {options[option]}
        </button>
      ))}
    </div>
  )
}
