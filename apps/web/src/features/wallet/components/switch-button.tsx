import { shortenAddress } from '@gitopia-client/chain'

/**
 * A saved wallet or account to switch to, by name and shortened address; the current one is
 * marked and cannot be chosen again.
 */
export function SwitchButton({
  label,
  name,
  address,
  current,
  onSwitch,
  className,
}: {
  /** What pressing it does, read out: "Switch to …". */
  label: string
  name: string
  address: string
  current: boolean
  onSwitch: () => void
  /** Its width in the row. */
  className: string
}) {
  return (
    <button
      type="button"
      disabled={current}
      aria-current={current ? 'true' : undefined}
      aria-label={label}
      onClick={onSwitch}
      className={`${className} truncate rounded px-2 py-1 text-left hover:bg-canvas-subtle disabled:font-semibold`}
    >
      {name} <span className="font-mono text-xs text-fg-muted">{shortenAddress(address)}</span>
    </button>
  )
}
