// Route loaders of the repository pages (docs/performance.md): each page's first reads start with the
// navigation, in parallel with its code, through the same query options its components use (so
// they find the answers in the cache). Reads that need an id wait for the read that gives it;
// reads the URL already names go out at once. Nothing here throws: a failed prefetch is read
// again (and shown) by the page.
import { listRefs, type GitRef } from '@gitopia-client/chain/gitopia'
import type { StorageProviderSession } from '@gitopia-client/chain/storage'
import type { QueryClient } from '@tanstack/react-query'
import { languageOf } from '../highlight/languages.ts'
import { codeText, fileText } from '../model/file-text.ts'
import { commitsQuery, fileQuery, prefetchFolder } from './content.ts'
import { refQuery, resolvedRefQuery } from './refs.ts'
import { loadRepository, type RepositoryParams } from './load-repository.ts'
import { HOME_BRANCH_PAGE, likelyBranch, type RepositoryPage } from './opening-reads.ts'
import { isPossibleOwner } from './repository.ts'
import { storageSession } from './storage-provider.ts'

const ignore = () => undefined

/**
 * A code page's first screen: the ref, then the listing and README (home, tree), the file (blob)
 * or the history (commits) in one step. A branch named by the URL's first segment is looked up
 * at once, alongside the repository (most refs are one segment: `master`, `main`, `v1.0`).
 */
export async function prefetchCodePage(
  queryClient: QueryClient,
  api: string,
  defaultProvider: string | undefined,
  page: RepositoryPage,
  params: RepositoryParams,
): Promise<void> {
  const { owner, splat = '' } = params
  const branch = likelyBranch(page, splat)
  if (branch !== null && isPossibleOwner(owner))
    void queryClient.prefetchQuery(refQuery(api, owner, params.repo, 'branch', branch))
  if (page === 'blob') preloadHighlighter(splat)
  // The README's renderer and its lexer worker, which loads its code and marked on its own thread
  // while the reads are on their way. Started when the README's box mounts (after the listing has
  // rendered), it came up 0.5–0.7 s after the README's bytes at 4× CPU, and the README rendered
  // its text once more before asking for its tokens (docs/performance.md, "Slow phones").
  if (page === 'home')
    void import('../components/markdown/markdown-renderer.ts')
      .then(module => module.loadMarkdownRenderer())
      .catch(ignore)
  // The home page's branch is the default one, which only the repository names: the first
  // page of branches goes out with it and usually holds it.
  const branches =
    page === 'home' && isPossibleOwner(owner)
      ? listRefs(api, 'branch', owner, params.repo, { page: { limit: HOME_BRANCH_PAGE } }).then(
          list => list.items,
          () => [],
        )
      : Promise.resolve([])
  const repository = await loadRepository(queryClient, api, defaultProvider, params)
  if (!repository) return
  const session = storageSession(api, defaultProvider)
  const { id, name, defaultBranch } = repository
  const ref =
    page === 'home'
      ? defaultBranch === ''
        ? null
        : await homeRef(queryClient, api, owner, name, defaultBranch, await branches)
      : await queryClient.ensureQueryData(
          resolvedRefQuery(queryClient, api, owner, name, splat, defaultBranch),
        )
  if (!ref) return
  if (page === 'home' || page === 'tree') {
    prefetchFolder(queryClient, session, id, ref.sha, ref.path)
    // Most folders' README is README.md: it loads with the listing instead of after it.
    if (page === 'home') void lexReadmeWhenIn(queryClient, session, id, ref.sha)
  } else if (page === 'blob') {
    void highlightWhenIn(queryClient, session, id, ref.sha, ref.path)
  } else {
    void queryClient.prefetchInfiniteQuery(commitsQuery(session, id, ref.sha, ref.path))
  }
}

/**
 * Reads the folder's `README.md` and has it lexed as soon as it is in, so that its first render
 * has its tokens: at 4× CPU it waited 250–650 ms after its bytes, for the listing's render and
 * then for the worker (docs/performance.md, "Slow phones").
 */
export async function lexReadmeWhenIn(
  queryClient: QueryClient,
  session: StorageProviderSession,
  repositoryId: string,
  sha: string,
): Promise<void> {
  try {
    const file = await queryClient.fetchQuery(fileQuery(session, repositoryId, sha, 'README.md'))
    if (!file?.bytes) return
    const renderer = await import('../components/markdown/markdown-renderer.ts')
    await (await renderer.loadMarkdownRenderer()).lexMarkdownSource(fileText(file.bytes))
  } catch {
    // No README.md, or it did not load: the page reads and shows it (or its failure) itself.
  }
}

/**
 * Reads a file and has its code highlighted as soon as its bytes are in: the view asked only in
 * the render that first drew them plain, and its content is the highlighted code.
 */
export async function highlightWhenIn(
  queryClient: QueryClient,
  session: StorageProviderSession,
  repositoryId: string,
  sha: string,
  path: string,
): Promise<void> {
  try {
    const language = languageOf(path)
    const file = await queryClient.fetchQuery(fileQuery(session, repositoryId, sha, path))
    // A Markdown file opens as a document; its code view is highlighted on request.
    if (!file?.bytes || !language || language === 'markdown') return
    const highlighter = await import('../highlight/highlighter.ts')
    await highlighter.highlightLines(codeText(file.bytes), language)
  } catch {
    // The file did not load: the page reads and shows it (or its failure) itself.
  }
}

/** The default branch's head, from the branch page read alongside the repository when it has it. */
async function homeRef(
  queryClient: QueryClient,
  api: string,
  owner: string,
  name: string,
  defaultBranch: string,
  branches: readonly GitRef[],
): Promise<{ sha: string; path: string } | null> {
  const options = refQuery(api, owner, name, 'branch', defaultBranch)
  const listed = branches.find(branch => branch.name === defaultBranch)
  if (listed && queryClient.getQueryData(options.queryKey) === undefined)
    queryClient.setQueryData(options.queryKey, listed.sha)
  const sha = await queryClient.ensureQueryData(options)
  return sha ? { sha, path: '' } : null
}

/**
 * The highlighter starts, with the grammar of the file the URL names loaded and compiled, while
 * the file's bytes are on their way.
 */
function preloadHighlighter(splat: string) {
  const language = languageOf(splat)
  // A Markdown file opens as a document: its code view, and its grammar, only on request.
  if (!language || language === 'markdown') return
  void import('../highlight/highlighter.ts').then(
    highlighter => highlighter.warmHighlighter(language),
    ignore,
  )
}
