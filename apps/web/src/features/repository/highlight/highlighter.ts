import type * as HighlightTextModule from './highlight-text.ts'
import { isLanguage, languageOf, type Language } from './languages.ts'
import { plainLines, type Line } from './tokens.ts'

/*
 * Code is highlighted in a worker: highlight.js compiling a grammar on its first use and
 * highlighting a file took ~85 ms of a phone's main thread (4× CPU) right before a file view's
 * code showed (docs/performance.md, "Slow phones"). Plain lines show meanwhile, so a worker that
 * is slow or stuck only leaves code plain: a text it takes too long over is shown plain and the
 * worker replaced. Where workers are unavailable (or the worker fails to start), highlight.js
 * loads on the page instead.
 */

export type ToHighlighter =
  | { readonly type: 'warm'; readonly language: Language }
  | {
      readonly type: 'highlight'
      readonly id: number
      readonly text: string
      readonly language: Language
    }

export type FromHighlighter =
  /** The worker has begun highlighting a text (its grammar is in). */
  | { readonly type: 'started'; readonly id: number }
  /** A text's lines; null when highlight.js gave up on it. */
  | { readonly type: 'done'; readonly id: number; readonly lines: Line[] | null }

/** Files larger than this are shown as plain text: highlighting them would block the page. */
export const HIGHLIGHT_LIMIT_BYTES = 512 * 1024

/** How long the worker may take over one text once it has begun it (a hostile file). */
export const HIGHLIGHT_WAIT_MS = 3000
/** How long the worker may take to begin a text: its code and the grammar loading. */
export const START_WAIT_MS = 10_000

interface Request {
  readonly text: string
  readonly language: Language
  readonly resolve: (lines: Line[]) => void
}

/** undefined: not started; null: highlighting on the page. */
let worker: Worker | null | undefined
let nextId = 0
const pending = new Map<number, Request>()
/** The request the worker is highlighting now. */
let busy: number | undefined
let watchdog: ReturnType<typeof setTimeout> | undefined

let onPage: Promise<typeof HighlightTextModule> | undefined

function loadOnPage(): Promise<typeof HighlightTextModule> {
  onPage ??= import('./highlight-text.ts').catch((error: unknown) => {
    onPage = undefined
    throw error
  })
  return onPage
}

function highlightOnPage(text: string, language: Language): Promise<Line[]> {
  return loadOnPage().then(
    module => module.highlightText(text, language),
    // The grammar or highlight.js did not load: the text stays plain.
    () => plainLines(text),
  )
}

function started(): Worker | null {
  if (worker === undefined) {
    try {
      const created = new Worker(new URL('./highlight-worker.ts', import.meta.url), {
        type: 'module',
        name: 'highlight',
      })
      created.onmessage = ({ data }: MessageEvent<FromHighlighter>) => heard(data)
      created.onerror = fallBackToPage
      worker = created
    } catch {
      // No workers here (or none allowed).
      worker = null
    }
  }
  return worker
}

function heard(message: FromHighlighter): void {
  if (message.type === 'started') {
    busy = message.id
  } else {
    const request = pending.get(message.id)
    pending.delete(message.id)
    busy = undefined
    request?.resolve(message.lines ?? plainLines(request.text))
  }
  watch()
}

/** Times the worker while it owes an answer: beginning a text, then highlighting it. */
function watch(): void {
  clearTimeout(watchdog)
  watchdog =
    pending.size === 0
      ? undefined
      : setTimeout(giveUp, busy === undefined ? START_WAIT_MS : HIGHLIGHT_WAIT_MS)
}

/** Ends the worker; what it owed, and the text it was on. */
function stop(): { owed: Map<number, Request>; busy: number | undefined } {
  worker?.terminate()
  clearTimeout(watchdog)
  const owed = new Map(pending)
  const was = busy
  pending.clear()
  busy = undefined
  watchdog = undefined
  return { owed, busy: was }
}

/**
 * The worker took too long: the text it was on (or, when it never began one, every text) shows
 * plain, and a new worker takes the texts that were waiting behind it.
 */
function giveUp(): void {
  const { owed, busy: stuck } = stop()
  worker = undefined
  for (const [id, request] of owed) {
    if (stuck === undefined || id === stuck) request.resolve(plainLines(request.text))
    else void ask(request.text, request.language).then(request.resolve)
  }
}

/** The worker did not start or broke: what it was asked is highlighted on the page. */
function fallBackToPage(): void {
  const { owed, busy: broke } = stop()
  worker = null
  for (const [id, request] of owed) {
    // Not on the page the text the worker broke on: it could break the page too.
    if (id === broke) request.resolve(plainLines(request.text))
    else void highlightOnPage(request.text, request.language).then(request.resolve)
  }
}

function ask(text: string, language: Language): Promise<Line[]> {
  const current = started()
  if (!current) return highlightOnPage(text, language)
  return new Promise<Line[]>(resolve => {
    const id = nextId++
    pending.set(id, { text, language, resolve })
    current.postMessage({ type: 'highlight', id, text, language } satisfies ToHighlighter)
    if (watchdog === undefined) watch()
  })
}

/**
 * Starts the highlighter with `language`'s grammar loaded and compiled, while the page's reads
 * are on their way (on the page, where workers are unavailable, only the grammar's chunk loads).
 */
export function warmHighlighter(language: Language): void {
  const current = started()
  if (current) current.postMessage({ type: 'warm', language } satisfies ToHighlighter)
  else
    loadOnPage()
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
  const lines = ask(text, language)
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
