import { createWorkerClient, type Asking, type WorkerReply } from '@/lib/worker-client.ts'
import { isLanguage, languageOf, type Language } from './languages.ts'
import { plainLines, type Line } from './tokens.ts'

/*
 * Code is highlighted in a worker: highlight.js compiling a grammar on its first use and
 * highlighting a file took ~85 ms of a phone's main thread (4× CPU) right before a file view's
 * code showed (docs/performance.md, "Slow phones"). Plain lines show meanwhile, so a worker that
 * is slow or stuck only leaves code plain: a text it takes too long over is shown plain and the
 * worker replaced (lib/worker-client.ts). Where workers are unavailable (or the worker breaks),
 * highlight.js loads on the page instead.
 */

/** A text to highlight, as the worker receives it. */
type HighlightRequest = {
  readonly type: 'highlight'
  readonly text: string
  readonly language: Language
}

export type ToHighlighter =
  { readonly type: 'warm'; readonly language: Language } | Asking<HighlightRequest>

/** `started` once the text's grammar is in; `done` with its lines, null when highlight.js gave up. */
export type FromHighlighter = WorkerReply<Line[]>

/** Files larger than this are shown as plain text: highlighting them would block the page. */
export const HIGHLIGHT_LIMIT_BYTES = 512 * 1024

/** How long the worker may take over one text once it has begun it (a hostile file). */
export const HIGHLIGHT_WAIT_MS = 3000
/** How long the worker may take to begin a text: its code and the grammar loading. */
export const START_WAIT_MS = 10_000

const highlighter = createWorkerClient({
  start: () =>
    new Worker(new URL('./highlight-worker.ts', import.meta.url), {
      type: 'module',
      name: 'highlight',
    }),
  loadOnPage: () => import('./highlight-text.ts'),
  answerOnPage: (onPage, { text, language }: HighlightRequest) =>
    onPage.highlightText(text, language),
  beginMs: START_WAIT_MS,
  runMs: HIGHLIGHT_WAIT_MS,
})

/**
 * Starts the highlighter with `language`'s grammar loaded and compiled, while the page's reads
 * are on their way (on the page, where workers are unavailable, only the grammar's chunk loads).
 */
export function warmHighlighter(language: Language): void {
  const worker = highlighter.worker()
  if (worker) worker.postMessage({ type: 'warm', language } satisfies ToHighlighter)
  else
    highlighter
      .loadOnPage()
      .then(module => module.loadGrammar(language))
      .catch(() => undefined)
}

/**
 * Texts highlighted lately or under way: a file view's loader asks for its text as soon as the
 * bytes are in, and the view again when it draws them; both get the one highlighting.
 */
const recent = new Map<string, { readonly language: Language; readonly lines: Promise<Line[]> }>()
const RECENT_KEPT = 4

/** Highlights text as `language` (loading its grammar on first use); plain lines otherwise. */
export async function highlightLines(text: string, language: string | null): Promise<Line[]> {
  if (!language || !isLanguage(language) || text.length > HIGHLIGHT_LIMIT_BYTES)
    return plainLines(text)
  const kept = recent.get(text)
  if (kept?.language === language) return kept.lines
  const lines = highlighter
    .ask({ type: 'highlight', text, language })
    .then(answer => answer ?? plainLines(text))
  if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value as string)
  recent.set(text, { language, lines })
  return lines
}

/**
 * A Markdown code fence's lines, its info string read as a grammar name (`typescript`) or a file
 * extension (`ts`); null when neither names a known grammar.
 */
export async function highlightFence(text: string, info: string): Promise<Line[] | null> {
  const name = info.toLowerCase()
  const language = isLanguage(name) ? name : languageOf(`fence.${name}`)
  return language ? highlightLines(text, language) : null
}
