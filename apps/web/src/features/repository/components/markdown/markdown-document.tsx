import { Suspense, type ReactNode } from 'react'
import { MarkdownRenderer, useMarkdownRenderer } from './markdown-renderer.ts'
import { useMarkdownTokens } from './markdown-tokens.ts'
import type { MarkdownViewProps } from './markdown-view.tsx'

/**
 * Untrusted Markdown through the sanitized renderer, showing `fallback` until the renderer's code
 * is in and the lexer worker has answered (markdown-tokens.ts). Once it is, a document renders in the same update as its text: no boundary suspends, so
 * React's 300 ms hold on revealing one never applies (markdown-renderer.ts).
 */
export function MarkdownDocument({
  fallback,
  ...view
}: Omit<MarkdownViewProps, 'tokens'> & { readonly fallback: ReactNode }) {
  const ready = useMarkdownRenderer()
  const tokens = useMarkdownTokens(view.source)
  if (!ready) return fallback
  // The code is in and the lexer worker answers within a frame or two: the raw text is not
  // flashed meanwhile (it holds the place the document will take).
  if (tokens === undefined)
    return (
      <div className="invisible" aria-busy="true">
        {fallback}
      </div>
    )
  return (
    <Suspense fallback={fallback}>
      <MarkdownRenderer {...view} tokens={tokens} />
    </Suspense>
  )
}
