import { highlightLoaded, loadGrammar, warmGrammar } from './highlight-text.ts'
import type { FromHighlighter, ToHighlighter } from './highlighter.ts'

/** The worker's global scope, typed with the app's DOM lib (the webworker lib clashes with it). */
interface WorkerScope {
  postMessage(message: FromHighlighter): void
  onmessage: ((event: MessageEvent<ToHighlighter>) => void) | null
}

const scope = globalThis as unknown as WorkerScope
scope.onmessage = ({ data }) => {
  if (data.type === 'warm') {
    warmGrammar(data.language).catch(() => undefined)
    return
  }
  const { id, text, language } = data
  loadGrammar(language).then(
    () => {
      // The page times the highlighting itself from here: a text that takes too long is shown plain.
      scope.postMessage({ type: 'started', id })
      let answer = null
      try {
        answer = highlightLoaded(text, language)
      } catch {
        // highlight.js gave up on this text: the page shows it plain.
      }
      scope.postMessage({ type: 'done', id, answer })
    },
    () => scope.postMessage({ type: 'done', id, answer: null }),
  )
}
