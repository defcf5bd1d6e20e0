/**
 * A row of mutually exclusive filters (a status, a kind of result): each a pill button, the
 * chosen one filled and announced as pressed.
 */
export function FilterChips<T extends string | null>({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the row for assistive technology ("Filter by status"). */
  label: string
  options: readonly { readonly value: T; readonly label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map(option => (
        <button
          key={option.label}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-full border border-border bg-canvas px-3 py-1 text-sm text-fg transition hover:bg-canvas-subtle motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:font-semibold aria-pressed:text-accent-fg max-sm:min-h-11"
        >
          {option.label}
        </button>
      ))}
    </nav>
  )
}
