import { act, fireEvent, getByRole, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lexMarkdown } from './lex-markdown.ts'
import MarkdownView from './markdown-view.tsx'

function RepositoryImage({ path, alt }: { path: string; alt: string }) {
  return <img data-repository-path={path} alt={alt} />
}

function view(source: string, dir = 'docs') {
  const { container } = render(
    <MemoryRouter>
      <MarkdownView
        source={source}
        tokens={lexMarkdown(source)}
        dir={dir}
        hrefFor={(path, hash) => `/alice/hello-world/blob/main/${path}${hash}`}
        RepositoryImage={RepositoryImage}
      />
    </MemoryRouter>,
  )
  return container.firstElementChild as HTMLElement
}

const attributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap(element =>
    [...element.attributes].map(attribute => `${attribute.name}=${attribute.value}`),
  )

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Markdown rendering of hostile sources', () => {
  it('never links through javascript:, data: or vbscript:, however written', () => {
    const root = view(
      [
        '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(2)) [c](data:text/html,<script>x</script>)',
        '[d](jav&#x09;ascript:alert(4)) [e](vbscript:x) <javascript:alert(6)> [f][ref]',
        '',
        '[ref]: javascript:alert(7)',
      ].join('\n'),
    )
    const hrefs = [...root.querySelectorAll('a')].map(a => a.getAttribute('href') ?? '')
    expect(hrefs.filter(href => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([])
    expect(hrefs.filter(href => !href.startsWith('/alice/hello-world/'))).toEqual([])
    // Their text stays readable.
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f']) expect(root.textContent).toContain(text)
  })

  it('drops raw HTML tags, keeps the text between them, and makes no style or handler', () => {
    const root = view(
      [
        'before <b onclick="x()">bold</b> after <img src=x onerror=alert(1)> end',
        '',
        '<script>alert(1)</script>',
        '',
        '<div style="position:fixed;inset:0">overlay</div>',
        '',
        '<iframe src="javascript:alert(8)"></iframe><style>body{display:none}</style>',
        '',
        '<form action="https://evil.example"><button>go</button></form>',
        '',
        '<details open ontoggle=alert(18)>',
        '',
        '[x <img src=y onerror=alert(2)>](https://example.com)',
      ].join('\n'),
    )
    expect(root.querySelector('p')?.textContent).toBe('before bold after  end')
    expect(
      root.querySelectorAll('script, iframe, style, img, div, b, form, button, details, object'),
    ).toHaveLength(0)
    expect(root.textContent).not.toContain('overlay')
    expect(attributes(root).filter(pair => /^(on|style)|javascript/i.test(pair))).toEqual([])
    expect(root.querySelector('a[href="https://example.com"]')?.textContent).toBe('x ')
  })

  it('loads no image from another site until asked; only https ones, with no referrer', () => {
    const root = view(
      [
        '![ok](https://img.example/a.png) ![plain](http://img.example/b.png)',
        '![js](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2Zz4=) ![](data:x)',
        '![logo *bold*](../assets/logo.png)',
      ].join('\n'),
    )
    // Only the repository's own image loads (through the provider, checked against its id).
    const sources = () =>
      [...root.querySelectorAll('img')].map(
        image => image.getAttribute('src') ?? image.dataset.repositoryPath,
      )
    expect(sources()).toEqual(['assets/logo.png'])
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('logo bold')
    expect([...root.querySelectorAll('span')].map(span => span.textContent)).toEqual([
      '[Image “ok” from img.example]',
      '[plain]',
      '[js]',
      '[svg]',
      '[image]',
    ])
    fireEvent.click(getByRole(root, 'button', { name: 'Load image from img.example' }))
    expect(sources()).toEqual(['https://img.example/a.png', 'assets/logo.png'])
    expect(root.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(root.querySelector('[role="note"]')).toBeNull()
  })

  it('puts no button inside a badge link; each host loads on its own button', () => {
    const root = view(
      [
        '[![build](https://badges.example/build.svg)](https://ci.example/run)',
        '[![cov](https://badges.example/cov.svg)](https://ci.example/cov)',
        '![](https://cdn.example/shot.png) ![here](' + location.origin + '/logo.png)',
      ].join('\n\n'),
    )
    const images = () => [...root.querySelectorAll('img')].map(image => image.getAttribute('src'))
    // An image on the app's own origin tells no one anything new: it loads at once.
    expect(images()).toEqual([`${location.origin}/logo.png`])
    const badge = root.querySelector('a[href="https://ci.example/run"]')
    expect(badge?.textContent).toBe('[Image “build” from badges.example]')
    expect(root.querySelectorAll('a button')).toHaveLength(0)
    expect(root.textContent).toContain('[Image from cdn.example]')
    const note = getByRole(root, 'note')
    expect([...note.querySelectorAll('button')].map(button => button.textContent)).toEqual([
      'Load 2 images from badges.example',
      'Load image from cdn.example',
    ])
    fireEvent.click(getByRole(note, 'button', { name: 'Load 2 images from badges.example' }))
    expect(images()).toEqual([
      'https://badges.example/build.svg',
      'https://badges.example/cov.svg',
      `${location.origin}/logo.png`,
    ])
    fireEvent.click(getByRole(root, 'button', { name: 'Load image from cdn.example' }))
    expect(images()).toHaveLength(4)
    expect(root.querySelector('[role="note"]')).toBeNull()
  })

  it('offers to load an image in a footnote too', () => {
    const root = view(
      'See the chart.[^1]\n\n[^1]: The chart ![chart](https://cdn.example/chart.png)',
    )
    expect(root.querySelector('.footnotes')?.textContent).toContain(
      '[Image “chart” from cdn.example]',
    )
    fireEvent.click(getByRole(root, 'button', { name: 'Load image from cdn.example' }))
    expect(root.querySelector('.footnotes img')?.getAttribute('src')).toBe(
      'https://cdn.example/chart.png',
    )
  })
})

describe('Markdown rendering of GitHub-flavoured documents', () => {
  it('renders tables with their alignment and inline code', () => {
    const root = view('| Left | Mid | Right |\n|:--|:-:|--:|\n| `a \\| b` | **2** | 3 |')
    expect([...root.querySelectorAll('th')].map(th => [th.textContent, th.className])).toEqual([
      ['Left', 'text-left'],
      ['Mid', 'text-center'],
      ['Right', 'text-right'],
    ])
    const cells = root.querySelectorAll('tbody td')
    expect(cells[0]?.querySelector('code')?.textContent).toBe('a | b')
    expect(cells[1]?.querySelector('strong')?.textContent).toBe('2')
  })

  it('renders task lists, tight and loose, as disabled checkboxes', () => {
    const root = view('- [x] shipped\n- [ ] next\n\n1. [x] loose\n\n   more')
    const boxes = [...root.querySelectorAll('input')]
    expect(boxes.map(box => [box.type, box.checked, box.disabled])).toEqual([
      ['checkbox', true, true],
      ['checkbox', false, true],
      ['checkbox', true, true],
    ])
    expect(root.querySelector('ul')?.className).toBe('contains-task-list')
    expect([...root.querySelectorAll('li.task-list-item')].map(li => li.textContent)).toEqual([
      ' shipped',
      ' next',
      ' loosemore',
    ])
  })

  it('strikes through ~~text~~', () => {
    expect(view('~~gone~~ and kept').querySelector('del')?.textContent).toBe('gone')
  })

  it('nests lists and keeps the start number of ordered ones', () => {
    const root = view('3. three\n   - nested\n     - deeper\n4. four')
    const list = root.querySelector('ol')
    expect(list?.getAttribute('start')).toBe('3')
    expect(list?.querySelector(':scope > li > ul > li > ul > li')?.textContent).toBe('deeper')
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(2)
  })

  it('shows code blocks as text, with a language class', () => {
    const root = view('```js title\nconst a = "<b>&amp;"\n```\n\n    indented <i>\n\n`<span>`')
    const blocks = root.querySelectorAll('pre > code')
    expect(blocks[0]?.className).toBe('language-js')
    expect(blocks[0]?.textContent).toBe('const a = "<b>&amp;"')
    expect(blocks[1]?.textContent).toBe('indented <i>')
    expect(root.querySelector('p > code')?.textContent).toBe('<span>')
    expect(root.querySelectorAll('b, i, span')).toHaveLength(0)
  })

  it('decodes character references in text and links', () => {
    const root = view(
      '&copy; &#169; &#x1F600; &bogus; &amp;lt; &#0; [q](https://e.com/?a=1&amp;b=2)',
    )
    expect(root.querySelector('p')?.textContent).toBe('© © 😀 &bogus; &lt; \uFFFD q')
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://e.com/?a=1&b=2')
  })

  it('resolves relative links into the repository and keeps other links external', () => {
    const root = view('[l](../LICENSE#L3) [g](guide/a%20b.md) [w](https://example.com) www.x.org')
    expect([...root.querySelectorAll('a')].map(a => a.getAttribute('href'))).toEqual([
      '/alice/hello-world/blob/main/LICENSE#L3',
      '/alice/hello-world/blob/main/docs/guide/a b.md',
      'https://example.com',
      'http://www.x.org',
    ])
    expect(root.querySelector('a[href="https://example.com"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer nofollow ugc',
    )
  })
})

describe('Markdown heading anchors', () => {
  it("gives headings GitHub's ids, with the user-content- prefix", () => {
    const root = view(
      [
        '# Hello World!',
        '## Hello World!',
        '### Café & ünïcode_x — 2.0',
        '# `code` *em* ![pic](https://x.example/p.png)',
        'Setext',
        '---',
        '# hello world',
      ].join('\n'),
    )
    expect([...root.querySelectorAll('h1, h2, h3')].map(heading => heading.id)).toEqual([
      'user-content-hello-world',
      'user-content-hello-world-1',
      'user-content-café--ünïcode_x--20',
      'user-content-code-em-',
      'user-content-setext',
      'user-content-hello-world-2',
    ])
  })

  it('scrolls to the heading when an anchor link is clicked', () => {
    const scrolled: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id)
    })
    const root = view('[Go to install](#install)\n\n## Install')
    const link = root.querySelector('a')
    expect(link?.getAttribute('href')).toBe('#install')
    fireEvent.click(link as HTMLAnchorElement)
    expect(scrolled).toEqual(['user-content-install'])
  })
})

describe('Markdown footnotes', () => {
  it('numbers referenced notes, links both ways and lists them at the end', () => {
    const root = view(
      [
        'First[^b], again[^B], then[^a], unknown[^zz], `code [^a]`.',
        '',
        '[^a]: Note *a*.',
        '[^b]: Note b with [a link](https://example.com).',
        '[^unused]: Never referred to.',
      ].join('\n'),
    )
    const body = root.querySelector('p')
    expect(body?.textContent).toBe('First1, again1, then2, unknown[^zz], code [^a].')
    expect([...(body?.querySelectorAll('sup') ?? [])].map(sup => sup.id)).toEqual([
      'user-content-fnref-b',
      '',
      'user-content-fnref-a',
    ])
    expect(body?.querySelector('sup a')?.getAttribute('href')).toBe('#fn-b')
    const notes = [...root.querySelectorAll('section.footnotes li')]
    expect(notes.map(note => [note.id, note.textContent])).toEqual([
      ['user-content-fn-b', 'Note b with a link. ↩'],
      ['user-content-fn-a', 'Note a. ↩'],
    ])
    expect(notes[1]?.querySelector('em')?.textContent).toBe('a')
    expect(notes[0]?.querySelector('a[href="#fnref-b"]')).not.toBeNull()
  })
})

describe('Markdown text as its surroundings show it', () => {
  it('hands plain text to renderText, but not code, link text or autolinks', () => {
    const source = '@bob wrote `@carol`, see [@dave](https://example.com) and mail eve@example.com'
    const { container } = render(
      <MemoryRouter>
        <MarkdownView
          source={source}
          tokens={lexMarkdown(source)}
          dir=""
          hrefFor={() => '#'}
          renderText={text => <mark>{text}</mark>}
        />
      </MemoryRouter>,
    )
    const marked = [...container.querySelectorAll('mark')].map(mark => mark.textContent)
    expect(marked).toEqual(['@bob wrote ', ', see ', ' and mail '])
    expect(container.querySelector('code')?.textContent).toBe('@carol')
  })

  it('highlights a fenced block, by grammar name or file extension, once it comes into view', async () => {
    const shown: Array<() => void> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          shown.push(() => callback([{ isIntersecting: true }]))
        }
        observe() {}
        disconnect() {}
      },
    )
    const fenced = '```ts\nconst a = 1\n```\n\n```nonsense\nconst b = 2\n```'
    const { container } = render(
      <MemoryRouter>
        <MarkdownView source={fenced} tokens={lexMarkdown(fenced)} dir="" hrefFor={() => '#'} />
      </MemoryRouter>,
    )
    expect(container.querySelector('code[data-highlighted]')).toBeNull()
    act(() => shown.forEach(show => show()))
    // The highlighter is a lazily imported chunk: seconds on a busy machine.
    await vi.waitFor(
      () => expect(container.querySelector('code[data-highlighted]')).not.toBeNull(),
      { timeout: 10_000 },
    )
    const [typescript, unknown] = container.querySelectorAll('pre code')
    expect(typescript?.querySelector('.hljs-keyword')?.textContent).toBe('const')
    expect(typescript?.textContent).toBe('const a = 1')
    expect(unknown?.querySelector('span')).toBeNull()
    vi.unstubAllGlobals()
  })
})
