import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lexMarkdown } from './lex-markdown.ts'
import type { LexRequest, LexResult } from './markdown-tokens.ts'

/** A stand-in for the lexer worker: answers as the worker would, for a text of its own (or begins and never finishes it). */
function fakeWorker(behaviour: 'answers' | 'fails' | 'first one hangs') {
  const asked: string[] = []
  let started = 0
  class FakeWorker {
    private readonly hangs = behaviour === 'first one hangs' && started++ === 0
    onmessage: ((event: MessageEvent<LexResult>) => void) | null = null
    onerror: (() => void) | null = null
    postMessage({ id, source }: LexRequest) {
      asked.push(source)
      const reply = (data: LexResult) => this.onmessage?.({ data } as MessageEvent<LexResult>)
      setTimeout(() => {
        if (behaviour === 'fails') return this.onerror?.()
        reply({ type: 'started', id })
        if (!this.hangs)
          reply({ type: 'done', id, answer: lexMarkdown(`# From the worker: ${source}`) })
      })
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker)
  return asked
}

async function renderFresh(source: string) {
  // Fresh modules: the lexer starts anew. The page has loaded the renderer's code ahead.
  vi.resetModules()
  const { MarkdownDocument } = await import('./markdown-document.tsx')
  await (await import('./markdown-renderer.ts')).loadMarkdownRenderer()
  render(
    <MemoryRouter>
      <MarkdownDocument fallback={<pre>RAW</pre>} source={source} dir="" hrefFor={() => '#'} />
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('Markdown lexing', () => {
  it('happens in the worker, the raw text held hidden until its tokens come back', async () => {
    const asked = fakeWorker('answers')
    await renderFresh('Hello')
    expect(screen.getByText('RAW').closest('.invisible')).toBeTruthy()
    expect(
      await screen.findByRole('heading', { name: 'From the worker: Hello' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(asked).toEqual(['Hello'])
  })

  it('happens on the page when the worker fails', async () => {
    const asked = fakeWorker('fails')
    await renderFresh('# On the page')
    expect(
      await screen.findByRole('heading', { name: 'On the page' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(asked).toEqual(['# On the page'])
  })

  it('shows a text the worker does not finish as plain text, and lexes the next in a new worker', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const asked = fakeWorker('first one hangs')
    await renderFresh('Built to make the lexer backtrack')
    expect(screen.getByText('RAW').closest('.invisible')).toBeTruthy()
    await vi.advanceTimersByTimeAsync(5000)
    expect(await screen.findByText('Built to make the lexer backtrack')).toBeTruthy()
    expect(screen.queryByText('RAW')).toBeNull()

    const { MarkdownDocument } = await import('./markdown-document.tsx')
    render(
      <MemoryRouter>
        <MarkdownDocument fallback={<pre>RAW</pre>} source="Next" dir="" hrefFor={() => '#'} />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'From the worker: Next' })).toBeTruthy()
    expect(asked).toEqual(['Built to make the lexer backtrack', 'Next'])
  })
})
