import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { shortSha } from '../../model/time.ts'
import { BranchIcon } from '../icons.tsx'

// The panel (filter, tabs, paged names) loads when the switcher is pointed at or opened.
const loadPanel = () => import('./ref-panel.tsx')
const RefPanel = lazy(async () => ({ default: (await loadPanel()).RefPanel }))
const preloadPanel = () => void loadPanel()

/**
 * Branch and tag switcher: a filter box over names loaded a page at a time. While a filter is
 * typed, further pages load by themselves so every matching name is found.
 */
export function RefSwitcher({ hrefFor }: { hrefFor: (refName: string) => string }) {
  const { ref } = useBrowseTarget()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!panel.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  const label = ref.kind === 'commit' ? shortSha(ref.name) : ref.name
  return (
    <div ref={panel} className="relative">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(value => !value)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex max-w-64 items-center gap-2 rounded-md border border-border bg-canvas-subtle px-3 py-1.5 text-sm font-semibold"
        title={`Switch branches or tags (${ref.kind} ${ref.name})`}
      >
        <BranchIcon />
        <span className="truncate" data-testid="current-ref">
          {label}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RefPanel
            onClose={() => setOpen(false)}
            hrefFor={hrefFor}
            current={ref.kind === 'commit' ? null : ref.name}
          />
        </Suspense>
      )}
    </div>
  )
}
