import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lexMarkdown } from './lex-markdown.ts'
import type { LexRequest, LexResult } from './markdown-tokens.ts'

/** A stand-in for the lexer worker: answers as the worker would, for a text of its own. */
function fakeWorker(behaviour: 'answers' | 'fails') {
  const asked: string[] = []
  class FakeWorker {
    onmessage: ((event: MessageEvent<LexResult>) => void) | null = null
    onerror: (() => void) | null = null
    postMessage({ id, source }: LexRequest) {
      asked.push(source)
      setTimeout(() => {
        if (behaviour === 'fails') this.onerror?.()
        else
          this.onmessage?.({
            data: { id, tokens: lexMarkdown(`# From the worker: ${source}`) },
          } as MessageEvent<LexResult>)
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

afterEach(() => vi.unstubAllGlobals())

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
})
