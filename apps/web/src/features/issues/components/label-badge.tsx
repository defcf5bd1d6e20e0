import type { RepositoryLabel } from '@gitopia-client/chain/gitopia'

const HEX = /^#([0-9a-f]{6})$/i

/** The label's colour when it is a plain `#rrggbb` (chain data is untrusted), else grey. */
export function safeColor(color: string): string {
  return HEX.test(color) ? color.toLowerCase() : '#8b949e'
}

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(color: string): string {
  const hex = safeColor(color).slice(1)
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  return luminance > 0.4 ? '#1f2328' : '#ffffff'
}

export function LabelBadge({
  label,
}: {
  label: Pick<RepositoryLabel, 'name' | 'color' | 'description'>
}) {
  const background = safeColor(label.color)
  return (
    <span
      title={label.description || undefined}
      data-testid="label-badge"
      className="inline-block max-w-48 truncate rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ background, color: textColorOn(background) }}
    >
      {label.name}
    </span>
  )
}
