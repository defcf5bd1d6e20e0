import { useId, useState } from 'react'

/**
 * A "?" that explains something: the text shows while the button is hovered or focused, and
 * stays after a tap (phones have no hover); assistive technology reads it as the button's
 * description.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId()
  const [pinned, setPinned] = useState(false)
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={pinned}
        onClick={() => setPinned(open => !open)}
        onBlur={() => setPinned(false)}
        className="inline-flex size-6 items-center justify-center rounded-full border border-border text-xs text-fg-muted max-sm:size-11"
      >
        ?
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute top-full right-0 z-10 mt-1 w-64 max-w-[80vw] rounded-md border border-border bg-canvas p-2 text-xs font-normal text-fg shadow-lg group-focus-within:block group-hover:block ${pinned ? 'block' : 'hidden'}`}
      >
        {text}
      </span>
    </span>
  )
}
