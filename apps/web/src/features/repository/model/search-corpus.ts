import { CODE_SEARCH_LIMITS, searchText, type LineHit } from './code-search.ts'
import { isBinary } from './file-kind.ts'

/**
 * The text a code search runs over: a ref's files read in path order until the file or byte limit
 * (CODE_SEARCH_LIMITS), binary files and links skipped, with an account of what was left out.
 */

export interface CorpusFile {
  readonly path: string
  readonly text: string
}

export interface Corpus {
  readonly files: readonly CorpusFile[]
  /** Bytes of text read. */
  readonly bytes: number
  /** Binary files (and symbolic links) read and left out. */
  readonly skippedBinary: number
  /** Files past a limit, not read: their number, or null when the listing itself stopped early. */
  readonly notSearched: number | null
}

export interface FileToRead {
  readonly path: string
  readonly sha: string
  readonly mode: string
}

export interface CorpusProgress {
  readonly read: number
  readonly total: number
}

export interface CorpusLimits {
  readonly files: number
  readonly bytes: number
}

/** Blobs read at once. */
const PARALLEL_READS = 8

const decoder = new TextDecoder()

/**
 * Reads `files` (sorted by path) with `read`, a few at a time, until a limit. `listComplete`
 * false means the listing stopped at the file limit, so how many files were left is unknown.
 */
export async function loadCorpus(
  files: readonly FileToRead[],
  listComplete: boolean,
  read: (file: FileToRead) => Promise<Uint8Array>,
  onProgress: (progress: CorpusProgress) => void,
  limits: CorpusLimits = CODE_SEARCH_LIMITS,
): Promise<Corpus> {
  const wanted = files.filter(file => file.mode !== '120000').slice(0, limits.files)
  const links = files.slice(0, limits.files).length - wanted.length
  const texts: (CorpusFile | null)[] = []
  let bytes = 0
  let skippedBinary = links
  let next = 0
  let done = 0
  const total = wanted.length
  const reader = async () => {
    while (next < wanted.length && bytes < limits.bytes) {
      const index = next++
      const file = wanted[index]
      if (!file) return
      const body = await read(file)
      onProgress({ read: ++done, total })
      // Reads started together may end past the byte limit: those are left out, not searched.
      if (bytes >= limits.bytes) return
      if (isBinary(body)) {
        skippedBinary++
        continue
      }
      bytes += body.length
      texts[index] = { path: file.path, text: decoder.decode(body) }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_READS }, reader))
  const searched = texts.filter((file): file is CorpusFile => file !== undefined && file !== null)
  return {
    files: searched,
    bytes,
    skippedBinary,
    notSearched: listComplete ? files.length - searched.length - skippedBinary : null,
  }
}

export interface FileHits {
  readonly path: string
  readonly hits: readonly LineHit[]
}

export interface SearchOutcome {
  readonly results: readonly FileHits[]
  /** Files that match, including those whose lines were past the hit limit. */
  readonly matchingFiles: number
  /** True when lines were left out at the hit limit. */
  readonly truncated: boolean
}

/** Runs a compiled query over the corpus, files in path order, lines up to the hit limit. */
export function searchCorpus(
  corpus: Corpus,
  pattern: RegExp,
  maxHits: number = CODE_SEARCH_LIMITS.hits,
): SearchOutcome {
  const results: FileHits[] = []
  let hitCount = 0
  let matchingFiles = 0
  let truncated = false
  const whole = new RegExp(pattern.source, pattern.flags.replace('g', ''))
  for (const file of corpus.files) {
    if (hitCount >= maxHits) {
      if (whole.test(file.text)) {
        matchingFiles++
        truncated = true
      }
      continue
    }
    const hits = searchText(file.text, pattern, maxHits - hitCount + 1)
    if (hits.length === 0) continue
    matchingFiles++
    const kept = hits.slice(0, maxHits - hitCount)
    if (kept.length < hits.length) truncated = true
    hitCount += kept.length
    results.push({ path: file.path, hits: kept })
  }
  return { results, matchingFiles, truncated }
}
