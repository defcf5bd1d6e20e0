import type { FileContent } from '@gitopia-client/chain/storage'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FromHighlighter, ToHighlighter } from '../../highlight/highlighter.ts'

/**
 * A stand-in for the highlighter's worker: it marks what it highlights with a class of its own,
 * answers when `answer` is called, or fails to start.
 */
function fakeWorker(behaviour: 'answers' | 'fails') {
  const asked: ToHighlighter[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>(resolve => (release = resolve))
  class FakeWorker {
    onmessage: ((event: MessageEvent<FromHighlighter>) => void) | null = null
    onerror: (() => void) | null = null
    postMessage(message: ToHighlighter) {
      asked.push(message)
      if (message.type !== 'highlight') return
      if (behaviour === 'fails') return void setTimeout(() => this.onerror?.())
      const send = (data: FromHighlighter) =>
        this.onmessage?.({ data } as MessageEvent<FromHighlighter>)
      void released.then(() => {
        send({ type: 'started', id: message.id })
        const lines = message.text
          .split('\n')
          .map(line => [{ text: line, className: 'from-worker' }])
        send({ type: 'done', id: message.id, answer: lines })
      })
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker)
  return { asked, answer: () => release() }
}

async function renderFile(path: string, text: string) {
  // Fresh modules: the highlighter starts anew.
  vi.resetModules()
  const { TextFile } = await import('./text-file.tsx')
  const file = { name: path, path, sha: 'blob-1', sizeBytes: text.length } as FileContent
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TextFile file={file} bytes={new TextEncoder().encode(text)} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const rows = () => [...container.querySelectorAll('[data-line]')].map(row => row.textContent)
  return { container, rows }
}

afterEach(() => vi.unstubAllGlobals())

describe('a text file', () => {
  it('shows its lines plain at once, then the worker’s highlighted lines in the same rows', async () => {
    const worker = fakeWorker('answers')
    const { container, rows } = await renderFile('src/main.ts', 'const a = 1\nlet b = 2')
    const plain = ['1const a = 1', '2let b = 2']
    expect(rows()).toEqual(plain)
    expect(screen.getByText('const a = 1').closest('.invisible')).toBeNull()
    await waitFor(() => expect(worker.asked).toHaveLength(1))
    expect(worker.asked[0]).toMatchObject({ type: 'highlight', language: 'typescript' })
    worker.answer()
    await waitFor(() => expect(container.querySelector('[data-highlighted="true"]')).not.toBeNull())
    expect(container.querySelectorAll('.from-worker')).toHaveLength(2)
    expect(rows()).toEqual(plain)
  })

  it('is highlighted on the page when the worker fails', async () => {
    const worker = fakeWorker('fails')
    const { container } = await renderFile('src/main.ts', 'const a = 1')
    // The highlighter's page code is a lazily imported chunk: seconds on a busy machine.
    await waitFor(
      () => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const'),
      { timeout: 10_000 },
    )
    expect(worker.asked).toHaveLength(1)
    expect(container.querySelector('.from-worker')).toBeNull()
  })
})
