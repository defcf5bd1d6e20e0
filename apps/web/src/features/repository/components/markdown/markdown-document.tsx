import { Suspense, type ReactNode } from 'react'
import { MarkdownRenderer, useMarkdownRenderer } from './markdown-renderer.ts'
import type { MarkdownViewProps } from './markdown-view.tsx'

/**
 * Untrusted Markdown through the sanitized renderer, showing `fallback` until the renderer's code
 * is in and the lexer worker has answered (markdown-tokens.ts). Once it is, a document renders in the same update as its text: no boundary suspends, so
 * React's 300 ms hold on revealing one never applies (markdown-renderer.ts).
 */
export function MarkdownDocument({
  fallback,
  ...view
}: Omit<MarkdownViewProps, 'fallback'> & { readonly fallback: ReactNode }) {
  const ready = useMarkdownRenderer()
  if (!ready) return fallback
  return (
    <Suspense fallback={fallback}>
      <MarkdownRenderer {...view} fallback={fallback} />
    </Suspense>
  )
}
