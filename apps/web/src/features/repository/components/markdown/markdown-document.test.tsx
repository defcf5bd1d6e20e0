import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { MarkdownDocument } from './markdown-document.tsx'
import { loadMarkdownRenderer } from './markdown-renderer.ts'

/** Renders a description, noting every time its raw text (the fallback) is in the document. */
function renderDescription(source: string) {
  const rawTextShown: string[] = []
  const observer = new MutationObserver(() => {
    if (document.body.textContent.includes('RAW')) rawTextShown.push(document.body.textContent)
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  const result = render(
    <MemoryRouter>
      <MarkdownDocument
        fallback={<pre>RAW {source}</pre>}
        source={source}
        dir=""
        hrefFor={() => '#'}
      />
    </MemoryRouter>,
  )
  return { ...result, rawTextShown, stop: () => observer.disconnect() }
}

describe('a Markdown document', () => {
  // First in the file: nothing has rendered a document yet, but the page has loaded the
  // renderer's code ahead (as route loaders and prefetches do).
  it("renders with its text when the renderer's code is in: the raw text never shows", async () => {
    await loadMarkdownRenderer()
    let view: ReturnType<typeof renderDescription> | undefined
    await act(async () => {
      view = renderDescription('# Hello')
      await Promise.resolve()
    })
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy()
    view?.stop()
    expect(view?.rawTextShown).toEqual([])
  })

  it("shows its fallback until the renderer's code is in, then the rendered document", async () => {
    // A fresh copy of the renderer's loader: its code is not in yet.
    vi.resetModules()
    const fresh = await import('./markdown-document.tsx')
    render(
      <MemoryRouter>
        <fresh.MarkdownDocument
          fallback={<pre>RAW # Before</pre>}
          source="# Before"
          dir=""
          hrefFor={() => '#'}
        />
      </MemoryRouter>,
    )
    expect(screen.getByText('RAW # Before')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeTruthy()
    expect(screen.queryByText('RAW # Before')).toBeNull()
  })
})
