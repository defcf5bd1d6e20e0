import type { Token } from 'marked'
import { useEffect, useState } from 'react'
import type * as LexModule from './lex-markdown.ts'
import { createWorkerClient, type Asking, type WorkerReply } from '@/lib/worker-client.ts'

/** A document's tokens; null when the lexer gave up on it (it shows as plain text). */
type Lexed = Token[] | null

/** A document to lex, as the worker receives it. */
export type LexRequest = Asking<{ readonly source: string }>
/** `started` as the worker begins a document; `done` with its tokens, null when `marked` gave up. */
export type LexResult = WorkerReply<Token[]>

/*
 * Markdown is lexed in a worker: `marked` builds its grammar's regular expressions when it is
 * evaluated and compiles them on their first use, 110–170 ms of a phone's main thread (4× CPU)
 * right before a README or a first comment could show (docs/performance.md, "Slow phones").
 * Where workers are unavailable (or the worker breaks), the lexer loads on the page instead.
 */

/** Documents lexed lately, by source: rendering one again needs no round trip. */
const lexed = new Map<string, Lexed>()
const MAX_KEPT = 200
const waiting = new Map<string, Promise<Lexed>>()

/**
 * How long the worker may take over one text. `marked` lexes a large README in tens of ms; a text
 * it has not finished by then (one built to make its expressions backtrack) shows as plain text,
 * and the worker stuck on it is replaced, so no document waits on it invisible.
 */
const LEX_TIMEOUT_MS = 5000
/** How long the worker may take to begin a text: its code loading. */
const START_TIMEOUT_MS = 10_000

/** The lexer, once it has loaded on the page (where workers are unavailable, or the worker broke). */
let onPage: typeof LexModule | undefined

const lexer = createWorkerClient({
  start: () =>
    new Worker(new URL('./lex-worker.ts', import.meta.url), { type: 'module', name: 'markdown' }),
  loadOnPage: () => import('./lex-markdown.ts').then(module => (onPage = module)),
  answerOnPage: (onPage, { source }: { source: string }) => onPage.lexMarkdown(source),
  beginMs: START_TIMEOUT_MS,
  runMs: LEX_TIMEOUT_MS,
})

function keep(source: string, tokens: Lexed): void {
  if (lexed.size >= MAX_KEPT) lexed.delete(lexed.keys().next().value as string)
  lexed.set(source, tokens)
}

/**
 * Starts the lexer (once): the worker, which loads its code while the page's reads are on
 * their way, or on a page without workers the lexer's chunk (resolved once it is in).
 */
export function startMarkdownLexer(): Promise<unknown> {
  return lexer.worker() ? Promise.resolve() : lexer.loadOnPage()
}

/** The tokens of `source` when they are at hand (lexed before, or the lexer is on the page). */
export function lexedNow(source: string): Lexed | undefined {
  if (lexed.has(source)) return lexed.get(source)
  if (!onPage) return undefined
  const tokens = onPage.lexMarkdown(source)
  keep(source, tokens)
  return tokens
}

/** The tokens of `source`, lexed in the worker (one request for a document however often asked). */
export function lexMarkdownSource(source: string): Promise<Lexed> {
  let answer = waiting.get(source)
  if (!answer) {
    answer = lexer.ask({ source }).then(tokens => {
      waiting.delete(source)
      keep(source, tokens)
      return tokens
    })
    waiting.set(source, answer)
  }
  return answer
}

/** The tokens of `source` (none asked for without one), or undefined while they are on their way. */
export function useMarkdownTokens(source: string | undefined): Lexed | undefined {
  const [answer, setAnswer] = useState<{ source: string; tokens: Lexed } | undefined>()
  const tokens =
    source === undefined ? null : answer?.source === source ? answer.tokens : lexedNow(source)
  const missing = tokens === undefined
  // Asked while rendering, not after the paint: one request per text however often rendered.
  if (missing && source !== undefined) void lexMarkdownSource(source)
  useEffect(() => {
    if (!missing || source === undefined) return
    let live = true
    void lexMarkdownSource(source).then(next => {
      if (live) setAnswer({ source, tokens: next })
    })
    return () => {
      live = false
    }
  }, [source, missing])
  return tokens
}
