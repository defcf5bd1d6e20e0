import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { completeMention, typedMention } from '../model/mention-query.ts'
import { MarkdownBody } from './markdown-body.tsx'

// Who `@…` may mean loads with the first `@` typed.
const MentionOptions = lazy(() => import('./mention-options.tsx'))

export interface MarkdownEditorProps {
  readonly value: string
  readonly onChange: (value: string) => void
  /** Accessible name of the text area. */
  readonly label: string
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly autoFocus?: boolean
  /** Longest text the chain accepts (20,000 for comments and descriptions). */
  readonly maxLength?: number
  /** Ctrl/⌘+Enter in the text area (e.g. submit the comment). */
  readonly onSubmitShortcut?: () => void
}

const TABS = [
  { value: 'write', label: 'Write' },
  { value: 'preview', label: 'Preview' },
] as const

/** Markdown with Write / Preview tabs; the text area grows from 80 to 400 px. */
export function MarkdownEditor({
  value,
  onChange,
  label,
  placeholder = 'Leave a comment',
  disabled = false,
  autoFocus = false,
  maxLength = 20_000,
  onSubmitShortcut,
}: MarkdownEditorProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('write')
  const id = useId()
  const mentions = useMentions(value, onChange)
  const tabClass = (active: boolean) =>
    `rounded-t-md border-x border-t px-3 py-1.5 text-sm ${active ? 'border-border bg-canvas font-semibold' : 'border-transparent text-fg-muted hover:text-fg'}`
  return (
    <div className="flex flex-col">
      <div role="tablist" aria-label={`${label} editor`} className="-mb-px flex gap-1">
        {TABS.map(option => (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={`${id}-${option.value}`}
            aria-selected={tab === option.value}
            aria-controls={`${id}-panel`}
            className={tabClass(tab === option.value)}
            onClick={() => setTab(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        className="rounded-md rounded-tl-none border border-border p-2"
      >
        {tab === 'write' ? (
          <div className="relative">
            <AutoGrowTextarea
              aria-label={label}
              value={value}
              placeholder={placeholder}
              disabled={disabled}
              autoFocus={autoFocus}
              maxLength={maxLength}
              onChange={event => {
                onChange(event.target.value)
                mentions.follow(event.target)
              }}
              onSelect={event => mentions.follow(event.currentTarget)}
              onBlur={mentions.close}
              aria-autocomplete={mentions.open ? 'list' : undefined}
              aria-controls={mentions.open ? `${id}-people` : undefined}
              aria-activedescendant={
                mentions.open ? `${id}-people-${mentions.highlighted}` : undefined
              }
              onKeyDown={event => {
                if (mentions.handleKey(event)) return
                if (onSubmitShortcut && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault()
                  onSubmitShortcut()
                }
              }}
            />
            {mentions.typed && (
              <Suspense fallback={null}>
                <MentionOptions
                  id={`${id}-people`}
                  prefix={mentions.typed.prefix}
                  highlighted={mentions.highlighted}
                  onOptions={mentions.setOptions}
                  onPick={mentions.pick}
                />
              </Suspense>
            )}
          </div>
        ) : (
          <div className="min-h-20 px-1 py-2" data-testid="markdown-preview">
            {value.trim() === '' ? (
              <p className="text-sm text-fg-muted">Nothing to preview</p>
            ) : (
              <MarkdownBody source={value} />
            )}
          </div>
        )}
        <p className="mt-1 text-xs text-fg-muted">Markdown is supported.</p>
      </div>
    </div>
  )
}

/**
 * The `@name` being typed and the names offered for it: arrows move through them, Enter or Tab
 * takes one, Escape closes the list (until the caret moves to another mention).
 */
function useMentions(value: string, onChange: (value: string) => void) {
  const area = useRef<HTMLTextAreaElement | null>(null)
  const [caret, setCaret] = useState(-1)
  const [dismissed, setDismissed] = useState(-1)
  const [options, setOptionsState] = useState<readonly string[]>([])
  const [highlighted, setHighlighted] = useState(0)
  const found = caret >= 0 ? typedMention(value, caret) : null
  const typed = found && found.start !== dismissed ? found : null
  const open = typed !== null && options.length > 0

  const follow = (element: HTMLTextAreaElement) => {
    area.current = element
    setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : -1)
  }
  const setOptions = useCallback((names: readonly string[]) => {
    setOptionsState(names)
    setHighlighted(0)
  }, [])
  const pick = (name: string) => {
    const element = area.current
    if (!typed || !element) return
    const next = completeMention(value, caret, typed, name)
    onChange(next.text)
    setCaret(next.caret)
    // After React has written the new value, put the caret after the name.
    requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret))
  }
  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || !typed) return false
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : count - 1
      setHighlighted(current => (current + step) % count)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const name = options[highlighted]
      if (name === undefined || event.ctrlKey || event.metaKey) return false
      pick(name)
    } else if (event.key === 'Escape') {
      setDismissed(typed.start)
      // The list closes, not the dialog the editor may sit in.
      event.stopPropagation()
    } else {
      return false
    }
    event.preventDefault()
    return true
  }
  const close = () => setCaret(-1)
  return { typed, open, highlighted, setOptions, pick, handleKey, follow, close }
}
