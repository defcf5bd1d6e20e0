import { useState } from 'react'

/** Copies text to the clipboard and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true)
            setTimeout(() => setCopied(false), 1500)
          },
          () => undefined,
        )
      }}
      className="rounded-md border border-border px-2 py-1 text-xs hover:bg-canvas-subtle"
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}
