import { useState } from 'react'

/**
 * A form field's value: what the chain says (`source`) until the person edits the field, then
 * their edit. A page can show saved answers before the chain's fresh ones (docs/performance.md,
 * "Return visits"); a field that copied the first answer would keep showing the saved value.
 */
export function useDraft<T>(source: T): [T, (next: T) => void] {
  const [edit, setEdit] = useState<{ readonly value: T } | null>(null)
  return [edit === null ? source : edit.value, value => setEdit({ value })]
}
