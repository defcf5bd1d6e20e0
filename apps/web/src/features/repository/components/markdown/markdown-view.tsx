import type { ComponentType, MouseEvent, ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'
import rehypeSanitize from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import { gfmParse } from './gfm-parse.ts'
import { resolveLink } from './resolve-link.ts'

/** Sanitizing prefixes ids (GitHub's schema), so anchors look for the prefixed id too. */
const CLOBBER_PREFIX = 'user-content-'

export interface MarkdownViewProps {
  readonly source: string
  /** Folder of the document in the repository ('' = root), for relative links and images. */
  readonly dir: string
  /** App URL of a path in the repository at the document's ref. */
  readonly hrefFor: (path: string, hash: string) => string
  /** Shows an image stored in the repository; without it such images show their alt text. */
  readonly RepositoryImage?: ComponentType<{ path: string; alt: string }> | undefined
}

/**
 * Untrusted Markdown (READMEs, descriptions) with GitHub's flavour: tables, task lists,
 * strikethrough, autolinks, heading anchors. Parsed to an AST, sanitized with GitHub's allow-list
 * (no script, no event handlers, no style, safe URL schemes only) and rendered as React
 * elements: no HTML string ever reaches the DOM.
 */
export default function MarkdownView({ source, dir, hrefFor, RepositoryImage }: MarkdownViewProps) {
  const components: Components = {
    a: ({ href, children }) => (
      <MarkdownLink href={href ?? ''} dir={dir} hrefFor={hrefFor}>
        {children}
      </MarkdownLink>
    ),
    img: ({ src, alt }) => {
      const target = resolveLink(typeof src === 'string' ? src : '', dir)
      const text = alt ?? ''
      if (target.kind === 'repository' && RepositoryImage) {
        return <RepositoryImage path={target.path} alt={text} />
      }
      if (target.kind === 'external' && target.href.startsWith('https:')) {
        return <img src={target.href} alt={text} loading="lazy" referrerPolicy="no-referrer" />
      }
      return <span className="text-fg-muted">[{text || 'image'}]</span>
    },
  }
  return (
    <div className="markdown-body">
      <Markdown
        remarkPlugins={[gfmParse]}
        rehypePlugins={[rehypeSlug, rehypeSanitize]}
        components={components}
      >
        {source}
      </Markdown>
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
          document.getElementById(`${CLOBBER_PREFIX}${target.id}`) ??
          document.getElementById(target.id)
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
