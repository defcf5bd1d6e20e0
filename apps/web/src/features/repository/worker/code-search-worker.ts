import {
  listVerifiedFiles,
  peeledCommit,
  verifiedBlob,
  type ObjectSource,
} from '@gitopia-client/chain/storage'
import { compileQuery } from '../model/code-search.ts'
import { loadCorpus, searchCorpus, type Corpus } from '../model/search-corpus.ts'
import type { SearchProgress, SearchRequest, SearchResult } from './protocol.ts'
import { serveTasks } from './serve-tasks.ts'

/**
 * Code search off the main thread: a ref's files are listed and read from verified git objects
 * (`@gitopia-client/chain/storage`, every tree and blob checked against its id), kept for the next
 * query on the same commit, and searched here.
 */

/** Files listed at most; past it the page says the rest were not counted. */
const MAX_LISTED_FILES = 50_000

const corpora = new Map<string, Promise<Corpus>>()
/** Where the latest task wants its reading progress. */
let report: (progress: SearchProgress) => void = () => undefined

async function buildCorpus(source: ObjectSource, commitSha: string): Promise<Corpus> {
  report({ phase: 'listing' })
  const { treeSha } = await peeledCommit(source, commitSha)
  const listing = await listVerifiedFiles(source, treeSha, MAX_LISTED_FILES)
  return loadCorpus(
    listing.files,
    listing.complete,
    file => verifiedBlob(source, file.sha),
    progress => report({ phase: 'reading', ...progress }),
  )
}

function corpusOf(request: SearchRequest): Promise<Corpus> {
  const key = `${request.apiUrl} ${request.repositoryId} ${request.commitSha}`
  let corpus = corpora.get(key)
  if (!corpus) {
    // One ref's text at a time: the page searches one ref.
    corpora.clear()
    corpus = buildCorpus(request, request.commitSha)
    void corpus.catch(() => corpora.delete(key))
    corpora.set(key, corpus)
  }
  return corpus
}

serveTasks<SearchRequest, SearchProgress, SearchResult>(async (request, progress) => {
  const compiled = compileQuery(request.query)
  if (!compiled.ok) throw new Error(compiled.error)
  report = progress
  const corpus = await corpusOf(request)
  return {
    ...searchCorpus(corpus, compiled.pattern),
    searchedFiles: corpus.files.length,
    searchedBytes: corpus.bytes,
    skippedBinary: corpus.skippedBinary,
    notSearched: corpus.notSearched,
  }
})
