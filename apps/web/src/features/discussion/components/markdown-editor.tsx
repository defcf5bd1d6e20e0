import { useId, useState } from 'react'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { MarkdownBody } from './markdown-body.tsx'

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
          <AutoGrowTextarea
            aria-label={label}
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            autoFocus={autoFocus}
            maxLength={maxLength}
            onChange={event => onChange(event.target.value)}
            onKeyDown={event => {
              if (onSubmitShortcut && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault()
                onSubmitShortcut()
              }
            }}
          />
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
