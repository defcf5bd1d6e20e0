import { useState, type ReactNode } from 'react'
import { Button } from '@/ui/button.tsx'

/** Key-paged navigation: remembers the keys of the pages already seen, for Previous. */
export function usePageKeys() {
  const [keys, setKeys] = useState<string[]>([''])
  const current = keys[keys.length - 1] ?? ''
  return {
    current,
    isFirst: keys.length === 1,
    next: (key: string) => setKeys(previous => [...previous, key]),
    previous: () => setKeys(previous => (previous.length > 1 ? previous.slice(0, -1) : previous)),
  }
}

export function Pager({
  pages,
  nextKey,
  children,
}: {
  pages: ReturnType<typeof usePageKeys>
  nextKey: string | null
  children?: ReactNode
}) {
  return (
    <div className="flex items-center gap-2">
      <Button disabled={pages.isFirst} onClick={pages.previous}>
        Newer
      </Button>
      <Button disabled={nextKey === null} onClick={() => nextKey && pages.next(nextKey)}>
        Older
      </Button>
      {children}
    </div>
  )
}
