import type { Token } from 'marked'
import { useMemo, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/ui/button.tsx'
import { FootnoteList, footnoteCounter, splitFootnotes } from './footnotes.tsx'
import { createSlugger } from './markdown-text.ts'
import { ID_PREFIX, renderBlocks, type MarkdownTargets } from './render-markdown.tsx'
import { useMarkdownTokens } from './markdown-tokens.ts'
import { imageUrl, resolveLink } from './resolve-link.ts'

export { lexMarkdownSource, startMarkdownLexer } from './markdown-tokens.ts'

export interface MarkdownViewProps {
  readonly source: string
  /** `source`'s tokens when the caller has them; else the lexer worker is asked (markdown-tokens.ts). */
  readonly tokens?: Token[] | null | undefined
  /** What holds the document's place, hidden, while the lexer worker works on it. */
  readonly fallback?: ReactNode
  /** Folder of the document in the repository ('' = root), for relative links and images. */
  readonly dir: string
  /** App URL of a path in the repository at the document's ref. */
  readonly hrefFor: (path: string, hash: string) => string
  /** Shows an image stored in the repository; without it such images show their alt text. */
  readonly RepositoryImage?: ComponentType<{ path: string; alt: string }> | undefined
  /** Plain text as the document's surroundings show it (a discussion links `@name` and `#12`). */
  readonly renderText?: ((text: string) => ReactNode) | undefined
}

/**
 * Untrusted Markdown (READMEs, descriptions) with GitHub's flavour: tables, task lists,
 * strikethrough, autolinks, heading anchors. `marked`'s lexer makes tokens (in a worker) and our renderer makes
 * React elements of an allow-list (no script, no event handlers, no style, no raw HTML, safe URL
 * schemes only): no HTML string ever reaches the DOM.
 */
export default function MarkdownView({
  source,
  tokens: given,
  fallback,
  dir,
  hrefFor,
  RepositoryImage,
  renderText,
}: MarkdownViewProps) {
  const lexed = useMarkdownTokens(given === undefined ? source : undefined)
  const tokens = given === undefined ? lexed : given
  const parsed = useMemo(() => (tokens ? splitFootnotes(tokens) : undefined), [tokens])
  // Hosts whose images the reader chose to load here (docs/client-rules.md#markdown-images).
  const [shownHosts, setShownHosts] = useState<ReadonlySet<string>>(new Set())
  // The lexer worker answers within a frame or two: the raw text is not flashed meanwhile (it
  // holds the place the document will take).
  if (tokens === undefined)
    return (
      <div className="invisible" aria-busy="true">
        {fallback}
      </div>
    )
  if (!parsed) return <pre className="text-sm whitespace-pre-wrap">{source}</pre>
  // Filled while the blocks render: how many images of each other site are not loaded.
  const hidden = new Map<string, number>()
  const footnotes = footnoteCounter(parsed.notes)
  const targets: MarkdownTargets = {
    slug: createSlugger(),
    footnote: parsed.notes.size > 0 ? footnotes.number : undefined,
    text: renderText,
    link: (href, children, key) => (
      <MarkdownLink key={key} href={href} dir={dir} hrefFor={hrefFor}>
        {children}
      </MarkdownLink>
    ),
    image: (src, alt, key) => {
      const target = resolveLink(src, dir)
      if (target.kind === 'repository' && RepositoryImage) {
        return <RepositoryImage key={key} path={target.path} alt={alt} />
      }
      const url = target.kind === 'external' ? imageUrl(target.href, location.origin) : null
      if (url && (url.origin === location.origin || shownHosts.has(url.host))) {
        return (
          <img key={key} src={url.href} alt={alt} loading="lazy" referrerPolicy="no-referrer" />
        )
      }
      if (url) hidden.set(url.host, (hidden.get(url.host) ?? 0) + 1)
      return (
        <span key={key} className="text-fg-muted">
          [{url ? `Image ${alt ? `“${alt}” ` : ''}from ${url.host}` : alt || 'image'}]
        </span>
      )
    },
  }
  const body = renderBlocks(parsed.body, targets)
  // Called, not mounted, so that images in the notes count for the note above too.
  const notes = FootnoteList({ notes: parsed.notes, order: footnotes.order, targets })
  return (
    <div className="markdown-body">
      {hidden.size > 0 && (
        <p role="note" className="rounded-md border border-border px-3 py-2 text-sm text-fg-muted">
          Images from other sites are not loaded, so those sites do not learn that you read this.{' '}
          {[...hidden].map(([host, count]) => (
            <Button
              key={host}
              className="m-1"
              onClick={() => setShownHosts(shown => new Set(shown).add(host))}
            >
              {count > 1 ? `Load ${count} images` : 'Load image'} from {host}
            </Button>
          ))}
        </p>
      )}
      {body}
      {notes}
    </div>
  )
}

function MarkdownLink({
  href,
  dir,
  hrefFor,
  children,
}: {
  href: string
  dir: string
  hrefFor: (path: string, hash: string) => string
  children: ReactNode
}) {
  const target = resolveLink(href, dir)
  switch (target.kind) {
    case 'anchor': {
      const scroll = (event: MouseEvent) => {
        const element =
          document.getElementById(`${ID_PREFIX}${target.id}`) ?? document.getElementById(target.id)
        if (!element) return
        event.preventDefault()
        element.scrollIntoView()
        history.replaceState(history.state, '', `#${encodeURIComponent(target.id)}`)
      }
      return (
        <a href={`#${encodeURIComponent(target.id)}`} onClick={scroll}>
          {children}
        </a>
      )
    }
    case 'repository':
      return <Link to={hrefFor(target.path, target.hash)}>{children}</Link>
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {children}
        </a>
      )
    case 'blocked':
      return <span>{children}</span>
  }
}
