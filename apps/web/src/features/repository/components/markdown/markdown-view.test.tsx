import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import MarkdownView from './markdown-view.tsx'

function html(source: string): string {
  const { container } = render(
    <MemoryRouter>
      <MarkdownView
        source={source}
        dir=""
        hrefFor={path => `/alice/hello-world/blob/main/${path}`}
      />
    </MemoryRouter>,
  )
  return container.innerHTML
}

describe('MarkdownView', () => {
  it('renders GitHub-flavoured Markdown: tables, task lists, strikethrough, autolinks', () => {
    const out = html(
      [
        '| Name | Size |',
        '| --- | ---: |',
        '| a.txt | 3 |',
        '',
        '- [x] shipped',
        '- [ ] next',
        '',
        '~~gone~~ and www.example.com',
      ].join('\n'),
    )
    expect(out).toContain('<table>')
    expect(out).toMatch(/<td[^>]*>a\.txt<\/td>/)
    expect(out).toMatch(/<input[^>]*type="checkbox"[^>]*checked/)
    expect(out).toContain('<del>gone</del>')
    expect(out).toContain('href="http://www.example.com"')
  })

  it('gives headings GitHub anchors and drops raw HTML', () => {
    const out = html('# Getting started\n\n<script>alert(1)</script><img src=x onerror=alert(1)>')
    expect(out).toContain('id="user-content-getting-started"')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('onerror')
  })
})
