import type { LabelFields, RepositoryLabel } from '@gitopia-client/chain/gitopia'

/** The chain's label rules (name 1–63, `#rrggbb`, description ≤ 255, unique names), checked first. */
export function labelProblem(
  fields: LabelFields,
  existing: readonly RepositoryLabel[],
  editingId: string | null,
): string | null {
  const name = fields.name.trim()
  if (name === '') return 'Give the label a name'
  if (name.length > 63) return 'A label name can have at most 63 characters'
  if (!/^#[0-9a-fA-F]{6}$/.test(fields.color)) return 'The colour must look like #d73a4a'
  if (fields.description.length > 255) return 'A description can have at most 255 characters'
  const clash = existing.find(
    label => label.id !== editingId && label.name.toLowerCase() === name.toLowerCase(),
  )
  if (clash) return `A label named “${clash.name}” already exists`
  return null
}

const PALETTE = [
  '#d73a4a',
  '#0075ca',
  '#a2eeef',
  '#7057ff',
  '#008672',
  '#e4e669',
  '#d876e3',
  '#fbca04',
]

/** A colour for a new label, different from the last few used. */
export function suggestColor(existing: readonly RepositoryLabel[]): string {
  const used = new Set(existing.map(label => label.color.toLowerCase()))
  return (
    PALETTE.find(color => !used.has(color)) ??
    PALETTE[existing.length % PALETTE.length] ??
    '#d73a4a'
  )
}
