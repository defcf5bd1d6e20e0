import { useState } from 'react'
import { Button } from './button.tsx'

/**
 * Where one is in a chain list read by page key (`null`: the first page). The keys of the pages
 * seen so far are kept so going back needs no help from the chain.
 */
export function usePageKeys() {
  const [keys, setKeys] = useState<readonly (string | null)[]>([null])
  return {
    current: keys.at(-1) ?? null,
    isFirst: keys.length === 1,
    next: (key: string) => setKeys(previous => [...previous, key]),
    previous: () => setKeys(previous => (previous.length > 1 ? previous.slice(0, -1) : previous)),
    /** Back to the first page (after the list's filter changed). */
    reset: () => setKeys([null]),
  }
}

export type PageKeys = ReturnType<typeof usePageKeys>

/** Back and forward through a key-paged list; nothing while it has one page only. */
export function KeyPager({
  pages,
  nextKey,
  label,
  back = 'Newer',
  forward = 'Older',
  centered = false,
}: {
  pages: PageKeys
  nextKey: string | null
  /** The navigation's accessible name. */
  label: string
  back?: string
  forward?: string
  /** Centred under a list of cards, rather than at the start of the row. */
  centered?: boolean
}) {
  if (pages.isFirst && !nextKey) return null
  return (
    <nav aria-label={label} className={centered ? 'flex justify-center gap-3' : 'flex gap-2'}>
      <Button disabled={pages.isFirst} onClick={pages.previous}>
        {back}
      </Button>
      <Button disabled={!nextKey} onClick={() => nextKey && pages.next(nextKey)}>
        {forward}
      </Button>
    </nav>
  )
}
