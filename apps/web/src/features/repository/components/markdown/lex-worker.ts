import { lexMarkdown } from './lex-markdown.ts'
import type { LexRequest, LexResult } from './markdown-tokens.ts'

/** The worker's global scope, typed with the app's DOM lib (the webworker lib clashes with it). */
interface WorkerScope {
  postMessage(message: LexResult): void
  onmessage: ((event: MessageEvent<LexRequest>) => void) | null
}

const scope = globalThis as unknown as WorkerScope
scope.onmessage = ({ data: { id, source } }) => {
  // The page times the lexing from here: a text that takes too long is shown plain.
  scope.postMessage({ type: 'started', id })
  scope.postMessage({ type: 'done', id, answer: lexMarkdown(source) })
}
