import { Link } from 'react-router'

/** Numbered pages (chain offset paging with a total), with neighbours and the ends. */
export function pageNumbers(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set(
    [1, count, current - 1, current, current + 1].filter(p => p >= 1 && p <= count),
  )
  const sorted = [...wanted].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) result.push('gap')
    result.push(page)
  })
  return result
}

export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  if (pageCount <= 1) return null
  const link = 'rounded-md border border-border px-3 py-1 text-sm hover:bg-canvas-subtle'
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`${link} opacity-50`}>Previous</span>
      )}
      {pageNumbers(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-fg-muted">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-current={item === page ? 'page' : undefined}
            className={`${link} ${item === page ? 'border-accent bg-accent text-accent-fg' : ''}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : (
        <span className={`${link} opacity-50`}>Next</span>
      )}
    </nav>
  )
}
