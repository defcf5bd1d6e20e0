import { useEffect, useRef, useState, type RefObject } from 'react'
import type { Line } from '../../highlight/tokens.ts'

/**
 * A fenced code block of a document, highlighted as the file view highlights code. The
 * highlighter and the fence's grammar load when the block first comes into view, so a
 * README whose examples are below the fold costs the page nothing.
 */
export function FencedCode({ text, language }: { text: string; language: string | undefined }) {
  const [lines, setLines] = useState<Line[] | null>(null)
  const block = useRef<HTMLPreElement>(null)
  const seen = useSeen(block, language !== undefined)
  useEffect(() => {
    if (!language || !seen) return
    let live = true
    void import('../../highlight/highlighter.ts')
      .then(({ highlightFence }) => highlightFence(text, language))
      .then(highlighted => {
        if (live) setLines(highlighted)
      })
      // A grammar that fails to load leaves the block plain.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [text, language, seen])
  return (
    <pre ref={block}>
      <code
        className={language ? `language-${language}` : undefined}
        data-highlighted={lines ? true : undefined}
      >
        {lines
          ? lines.map((line, index) => (
              <span key={index}>
                {index > 0 && '\n'}
                {line.map((token, at) =>
                  token.className ? (
                    <span key={at} className={token.className}>
                      {token.text}
                    </span>
                  ) : (
                    token.text
                  ),
                )}
              </span>
            ))
          : text}
      </code>
    </pre>
  )
}

/** Whether the element has come into view (at once where nothing can tell). */
function useSeen(element: RefObject<Element | null>, wanted: boolean): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const target = element.current
    if (!wanted || seen || !target) return
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, wanted, seen])
  return seen
}
