import type { Token } from 'marked'
import { useEffect, useState } from 'react'
import type * as LexModuleType from './lex-markdown.ts'

export interface LexRequest {
  readonly id: number
  readonly source: string
}

export interface LexResult {
  readonly id: number
  readonly tokens: Token[] | null
}

/** A document's tokens; null when the lexer gave up on it (it shows as plain text). */
type Lexed = Token[] | null

type LexModule = typeof LexModuleType

/*
 * Markdown is lexed in a worker: `marked` builds its grammar's regular expressions when it is
 * evaluated and compiles them on their first use, 110–170 ms of a phone's main thread (4× CPU)
 * right before a README or a first comment could show (docs/performance.md, "Slow phones").
 * Where workers are unavailable (or the worker fails), the lexer loads on the page instead.
 */

/** Documents lexed lately, by source: rendering one again needs no round trip. */
const lexed = new Map<string, Lexed>()
const MAX_KEPT = 200
const waiting = new Map<string, Promise<Lexed>>()

/** undefined: not started; null: lexing on the page. */
let worker: Worker | null | undefined
let nextId = 0

/** A text the worker was given, and how its answer gets back to whoever asked. */
interface Asked {
  readonly source: string
  readonly resolve: (tokens: Lexed) => void
  timer?: ReturnType<typeof setTimeout>
}
const replies = new Map<number, Asked>()

/**
 * How long the worker may take over one text. `marked` lexes a large README in tens of ms; a text
 * it has not finished by then (one built to make its expressions backtrack) shows as plain text,
 * and the worker stuck on it is replaced, so no document waits on it invisible.
 */
const LEX_TIMEOUT_MS = 5000

let onPage: LexModule | undefined
let onPageLoading: Promise<LexModule> | undefined

function keep(source: string, tokens: Lexed): void {
  if (lexed.size >= MAX_KEPT) lexed.delete(lexed.keys().next().value as string)
  lexed.set(source, tokens)
}

function loadOnPage(): Promise<LexModule> {
  onPageLoading ??= import('./lex-markdown.ts').then(
    module => (onPage = module),
    (error: unknown) => {
      onPageLoading = undefined
      throw error
    },
  )
  return onPageLoading
}

function lexOnPage(source: string): Promise<Lexed> {
  return loadOnPage().then(module => module.lexMarkdown(source))
}

/** Gives `asked` to the worker, or lexes it on the page where there is none. */
function ask(asked: Asked): void {
  if (!worker) {
    lexOnPage(asked.source).then(asked.resolve, () => asked.resolve(null))
    return
  }
  const id = nextId++
  replies.set(id, asked)
  worker.postMessage({ id, source: asked.source } satisfies LexRequest)
  asked.timer = setTimeout(() => replaceWorker(asked), LEX_TIMEOUT_MS)
}

/**
 * Ends the worker and gives what it was still asked to the next lexer: the page's, when the worker
 * broke; a new worker, when it did not finish `stuck` in time (that text stays plain).
 */
function replaceWorker(stuck?: Asked): void {
  worker?.terminate()
  worker = stuck ? undefined : null
  if (stuck) void startMarkdownLexer().catch(() => undefined)
  const unanswered = [...replies.values()]
  replies.clear()
  for (const asked of unanswered) {
    clearTimeout(asked.timer)
    if (asked === stuck) asked.resolve(null)
    else ask(asked)
  }
}

/**
 * Starts the lexer (once): the worker, which loads its code while the page's reads are on
 * their way, or on a page without workers the lexer's chunk (resolved once it is in).
 */
export function startMarkdownLexer(): Promise<unknown> {
  if (worker === undefined) {
    try {
      worker = new Worker(new URL('./lex-worker.ts', import.meta.url), {
        type: 'module',
        name: 'markdown',
      })
      worker.onmessage = ({ data }: MessageEvent<LexResult>) => {
        const asked = replies.get(data.id)
        replies.delete(data.id)
        clearTimeout(asked?.timer)
        asked?.resolve(data.tokens)
      }
      worker.onerror = () => replaceWorker()
    } catch {
      // No workers here (or none allowed).
      worker = null
    }
  }
  return worker ? Promise.resolve() : loadOnPage()
}

/** The tokens of `source` when they are at hand (lexed before, or the lexer is on the page). */
export function lexedNow(source: string): Lexed | undefined {
  if (lexed.has(source)) return lexed.get(source)
  if (worker !== null || !onPage) return undefined
  const tokens = onPage.lexMarkdown(source)
  keep(source, tokens)
  return tokens
}

/** The tokens of `source`, lexed in the worker (one request for a document however often asked). */
export function lexMarkdownSource(source: string): Promise<Lexed> {
  const existing = waiting.get(source)
  if (existing) return existing
  void startMarkdownLexer().catch(() => undefined)
  const answer = worker
    ? new Promise<Lexed>(resolve => ask({ source, resolve }))
    : lexOnPage(source)
  const done = answer.then(
    tokens => {
      waiting.delete(source)
      keep(source, tokens)
      return tokens
    },
    (error: unknown) => {
      waiting.delete(source)
      throw error
    },
  )
  waiting.set(source, done)
  return done
}

/** The tokens of `source` (none asked for without one), or undefined while they are on their way. */
export function useMarkdownTokens(source: string | undefined): Lexed | undefined {
  const [answer, setAnswer] = useState<{ source: string; tokens: Lexed } | undefined>()
  const tokens =
    source === undefined ? null : answer?.source === source ? answer.tokens : lexedNow(source)
  const missing = tokens === undefined
  // Asked while rendering, not after the paint: one request per text however often rendered.
  if (missing && source !== undefined) lexMarkdownSource(source).catch(() => undefined)
  useEffect(() => {
    if (!missing || source === undefined) return
    let live = true
    lexMarkdownSource(source).then(
      next => {
        if (live) setAnswer({ source, tokens: next })
      },
      // The lexer's code did not load: the document stays plain text.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [source, missing])
  return tokens
}
