import { lazy, Suspense } from 'react'
import type { MarkdownViewProps } from './markdown-view.tsx'

const MarkdownView = lazy(() => import('./markdown-view.tsx'))

/** The sanitizing Markdown view, loaded when first shown (release notes and the like). */
export function LazyMarkdownView(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<pre className="text-sm whitespace-pre-wrap">{props.source}</pre>}>
      <MarkdownView {...props} />
    </Suspense>
  )
}
