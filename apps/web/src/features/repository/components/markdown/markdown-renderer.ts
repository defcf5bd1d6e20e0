import { lazy, useEffect, useState } from 'react'
import type * as MarkdownView from './markdown-view.tsx'

type MarkdownModule = typeof MarkdownView

let loaded: MarkdownModule | undefined
let loading: Promise<MarkdownModule> | undefined

/**
 * Starts loading the Markdown renderer's chunk (once; again after a failure), then the lexer
 * worker.
 */
export function loadMarkdownRenderer(): Promise<MarkdownModule> {
  loading ??= import('./markdown-view.tsx').then(
    module => module.startMarkdownLexer().then(() => (loaded = module)),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The Markdown renderer (parser, GFM, sanitizer), loaded on first use. A plain `lazy` suspends on
 * its first render even when the chunk is in, and React reveals what a suspended boundary holds
 * no sooner than 300 ms after its fallback showed: a README showed its raw text, then rendered
 * 0.3 s or more after its bytes. Rendered once `useMarkdownRenderer` says the chunk is in, this
 * one is handed the module by a thenable that calls back at once, which `lazy` takes in the same
 * render.
 */
export const MarkdownRenderer = lazy(() => (loaded ? settled(loaded) : loadMarkdownRenderer()))

function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>
}

/**
 * Whether `MarkdownRenderer` can render without suspending; loads it when not. The wait is an
 * ordinary state update, which React does not hold back as it does a suspended boundary's.
 */
export function useMarkdownRenderer(): boolean {
  const [ready, setReady] = useState(loaded !== undefined)
  useEffect(() => {
    if (ready) return
    let live = true
    loadMarkdownRenderer().then(
      () => {
        if (live) setReady(true)
      },
      // The chunk did not load: the document stays plain text.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [ready])
  return ready
}
