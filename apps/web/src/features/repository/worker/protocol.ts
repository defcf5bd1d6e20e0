import type { BlameResult } from '../model/blame-result.ts'
import type { CodeSearchQuery } from '../model/code-search.ts'
import type { CorpusProgress, SearchOutcome } from '../model/search-corpus.ts'

/**
 * Messages between the page and the repository's workers (code search and blame). Each task has
 * an id; the worker answers with progress, then one result or one error.
 */

/** Where a task reads its verified objects. */
export interface TaskSource {
  readonly apiUrl: string
  readonly repositoryId: string
  /** The commit (or annotated tag) the ref points at. */
  readonly commitSha: string
}

export type SearchRequest = TaskSource & { readonly query: CodeSearchQuery }

export type SearchProgress =
  { readonly phase: 'listing' } | ({ readonly phase: 'reading' } & CorpusProgress)

export interface SearchResult extends SearchOutcome {
  readonly searchedFiles: number
  readonly searchedBytes: number
  readonly skippedBinary: number
  /** Files past the limits, not searched; null when there are too many to count. */
  readonly notSearched: number | null
}

export type BlameRequest = TaskSource & { readonly path: string }

export interface BlameProgress {
  readonly commits: number
}

/**
 * A failure, by kind: a provider that lied or did not answer is set aside by the page's provider
 * session and the task runs again on another.
 */
export interface TaskError {
  readonly kind: 'mismatch' | 'unreachable' | 'not-found' | 'other'
  readonly message: string
}

export type ToWorker<Request> = { readonly id: number; readonly request: Request }

export type FromWorker<Progress, Result> =
  | { readonly id: number; readonly type: 'progress'; readonly progress: Progress }
  | { readonly id: number; readonly type: 'done'; readonly result: Result }
  | { readonly id: number; readonly type: 'error'; readonly error: TaskError }

export type { BlameResult }
