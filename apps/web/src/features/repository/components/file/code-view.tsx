import { useEffect, useRef, type MouseEvent } from 'react'
import type { Line } from '../../highlight/tokens.ts'
import type { LineRange } from '../../model/line-range.ts'
import { useListRows } from '../window-rows.ts'

const LINE_HEIGHT = 20

/**
 * Lines of a file with numbers, virtualised (a 10,000-line file keeps a screenful of rows in the
 * DOM). Line numbers are links: click selects, shift-click extends; the selection scrolls into
 * view when it is set from the URL.
 */
export function CodeView({
  lines,
  selected,
  onSelect,
}: {
  lines: readonly Line[]
  selected: LineRange | null
  onSelect: (line: number, extend: boolean) => void
}) {
  const { container, virtualizer, scrollMargin, items, before, after } = useListRows({
    count: lines.length,
    estimateSize: () => LINE_HEIGHT,
    overscan: 30,
  })

  // Scroll the selection into view once, when the file opens with a line link.
  const scrolledFor = useRef<number | null>(null)
  useEffect(() => {
    if (!selected || scrollMargin === 0 || scrolledFor.current === selected.start) return
    scrolledFor.current = selected.start
    virtualizer.scrollToIndex(Math.min(selected.start, lines.length) - 1, { align: 'center' })
  }, [selected, scrollMargin, lines.length, virtualizer])

  const digits = String(lines.length).length

  const select = (line: number) => (event: MouseEvent) => {
    event.preventDefault()
    onSelect(line, event.shiftKey)
  }

  return (
    <div
      ref={container}
      className="overflow-x-auto font-mono text-xs"
      data-testid="code-view"
      data-lines={lines.length}
    >
      <div style={{ paddingTop: before, paddingBottom: after, minWidth: 'max-content' }}>
        {items.map(item => {
          const number = item.index + 1
          const isSelected = selected !== null && number >= selected.start && number <= selected.end
          return (
            <div
              key={item.key}
              id={`L${number}`}
              data-line={number}
              aria-selected={isSelected || undefined}
              className={`flex ${isSelected ? 'bg-yellow-200/40 dark:bg-yellow-500/20' : ''}`}
              style={{ height: LINE_HEIGHT, lineHeight: `${LINE_HEIGHT}px` }}
            >
              <a
                href={`#L${number}`}
                onClick={select(number)}
                className="sticky left-0 shrink-0 bg-canvas pr-4 pl-3 text-right text-fg-muted select-none hover:text-fg"
                style={{ width: `${digits + 3}ch` }}
                aria-label={`Line ${number}`}
              >
                {number}
              </a>
              <code className="pr-4 whitespace-pre">
                {lines[item.index]?.map((token, i) =>
                  token.className ? (
                    <span key={i} className={token.className}>
                      {token.text}
                    </span>
                  ) : (
                    token.text
                  ),
                )}
              </code>
            </div>
          )
        })}
      </div>
    </div>
  )
}
