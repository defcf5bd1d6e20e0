import type { FileContent } from '@gitopia-client/chain/storage'
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RepositoryPage } from './opening-reads.ts'

/** Records the workers the page starts, by name, and what they are given; they never answer. */
function recordWorkers() {
  const started: string[] = []
  const posted: { readonly source?: string; readonly text?: string }[] = []
  class RecordedWorker {
    onmessage = null
    onerror = null
    constructor(_url: URL, options?: WorkerOptions) {
      started.push(options?.name ?? '')
    }
    postMessage(message: { readonly source?: string; readonly text?: string }) {
      posted.push(message)
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', RecordedWorker)
  return { started, posted }
}

async function openCodePage(page: RepositoryPage) {
  // Fresh modules: no lexer started by an earlier test.
  vi.resetModules()
  const { prefetchCodePage } = await import('./prefetch.ts')
  // The chain never answers: what starts must not wait for the reads.
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  void prefetchCodePage(new QueryClient(), 'http://127.0.0.1:9', undefined, page, {
    owner: 'alice',
    repo: 'hello-world',
  })
}

/**
 * Fresh loader modules, and a cache holding the file at `path` of repository 7 at commit c0ffee
 * as the provider read leaves it.
 */
async function withFileRead(path: string, text: string) {
  vi.resetModules()
  const loader = await import('./prefetch.ts')
  const { fileQuery } = await import('./content.ts')
  const { storageSession } = await import('./storage-provider.ts')
  const session = storageSession('http://127.0.0.1:9')
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const bytes = new TextEncoder().encode(text)
  const file: FileContent = {
    name: path.slice(path.lastIndexOf('/') + 1),
    path,
    sha: 'b1',
    sizeBytes: bytes.length,
    bytes,
    lastCommit: null,
  }
  queryClient.setQueryData(fileQuery(session, '7', 'c0ffee', path).queryKey, file)
  return { loader, queryClient, session }
}

afterEach(() => vi.unstubAllGlobals())

describe("a code page's loader", () => {
  it("readies the README's Markdown renderer and lexer with the repository home's reads", async () => {
    const { started } = recordWorkers()
    await openCodePage('home')
    // Not when the README mounts after the listing has rendered: the worker loads its code while
    // the reads are on their way.
    await vi.waitFor(() => expect(started).toEqual(['markdown']), { timeout: 10_000 })
    await new Promise(resolve => setTimeout(resolve))
    const { MarkdownDocument } = await import('../components/markdown/markdown-document.tsx')
    render(
      <MemoryRouter>
        <MarkdownDocument fallback={<pre>RAW</pre>} source="# Hello" dir="" hrefFor={() => '#'} />
      </MemoryRouter>,
    )
    // The README's first render is the renderer's, waiting (hidden) for the worker's tokens, not
    // the plain text of a renderer still to come.
    expect(screen.getByText('RAW').closest('.invisible')).toBeTruthy()
  })

  it('leaves the lexer alone on a page that shows no README', async () => {
    const { started } = recordWorkers()
    await openCodePage('commits')
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(started).toEqual([])
  })

  it('has the README lexed as soon as its bytes are in, before it renders', async () => {
    const { posted } = recordWorkers()
    const { loader, queryClient, session } = await withFileRead('README.md', '# Hello')
    void loader.lexReadmeWhenIn(queryClient, session, '7', 'c0ffee')
    await vi.waitFor(() => expect(posted.map(message => message.source)).toEqual(['# Hello']), {
      timeout: 10_000,
    })
  })

  it('has a code file highlighted as soon as its bytes are in, before it renders', async () => {
    const { posted } = recordWorkers()
    const { loader, queryClient, session } = await withFileRead(
      'src/main.ts',
      'export const a = 1\n',
    )
    void loader.highlightWhenIn(queryClient, session, '7', 'c0ffee', 'src/main.ts')
    await vi.waitFor(
      () => expect(posted.map(message => message.text)).toContain('export const a = 1'),
      { timeout: 10_000 },
    )
  })

  it('leaves a Markdown file to its document view', async () => {
    const { posted } = recordWorkers()
    const { loader, queryClient, session } = await withFileRead('NOTES.md', '# Notes')
    await loader.highlightWhenIn(queryClient, session, '7', 'c0ffee', 'NOTES.md')
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(posted).toEqual([])
  })
})
