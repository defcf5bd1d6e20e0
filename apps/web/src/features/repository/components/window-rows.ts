import type * as Virtual from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Rows of a list that scrolls with the window. Lists up to VIRTUAL_FROM rows render whole; longer
 * ones (a 10,000-entry folder or diff) are virtualised, and only they load the virtualizer: until
 * it arrives they show their first screens whole, so nothing flashes empty.
 */
const VIRTUAL_FROM = 300

/** Rows a long list shows whole while the virtualizer loads. */
const FIRST_ROWS = 120

type VirtualModule = typeof Virtual

let loaded: VirtualModule | undefined
let loading: Promise<VirtualModule> | undefined

/** Starts loading the virtualizer (once). */
function loadVirtualizer(): Promise<VirtualModule> {
  loading ??= import('@tanstack/react-virtual').then(module => (loaded = module))
  return loading
}

interface RowItem {
  readonly key: string | number | bigint
  readonly index: number
  /** Offset from the top of the page (includes scrollMargin). */
  readonly start: number
  readonly end: number
}

export interface WindowRows {
  getVirtualItems(): readonly RowItem[]
  getTotalSize(): number
  scrollToIndex(index: number, options: { align: 'auto' | 'center' | 'start' }): void
  /** Ref callback for rows whose height is measured (no-op when the list renders whole). */
  readonly measureElement: (element: Element | null) => void
}

interface WindowRowsOptions {
  count: number
  estimateSize: (index: number) => number
  overscan: number
  /** The list's offset from the top of the page. */
  scrollMargin: number
}

/** The rows in order with estimated offsets: `shown` rendered, `count` counted in the height. */
function plainRows(options: WindowRowsOptions, shown: number): WindowRows {
  const items: RowItem[] = []
  let offset = options.scrollMargin
  const starts: number[] = []
  for (let index = 0; index < options.count; index++) {
    const size = options.estimateSize(index)
    starts.push(offset)
    if (index < shown) items.push({ key: index, index, start: offset, end: offset + size })
    offset += size
  }
  const total = offset - options.scrollMargin
  return {
    getVirtualItems: () => items,
    getTotalSize: () => total,
    scrollToIndex: (index, { align }) => {
      const top = starts[index]
      if (top === undefined) return
      const size = options.estimateSize(index)
      const view = window.innerHeight
      if (align === 'start') window.scrollTo({ top })
      else if (align === 'center') window.scrollTo({ top: top - (view - size) / 2 })
      else if (top < window.scrollY) window.scrollTo({ top })
      else if (top + size > window.scrollY + view) window.scrollTo({ top: top + size - view })
    },
    measureElement: () => undefined,
  }
}

function useVirtualModule(wanted: boolean): VirtualModule | undefined {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    void loadVirtualizer().then(next => {
      if (live) setModule(next)
    })
    return () => {
      live = false
    }
  }, [wanted, module])
  return wanted ? module : undefined
}

/** Like TanStack Virtual's window virtualizer, loaded only for lists that need it. */
export function useWindowRows(options: WindowRowsOptions): WindowRows {
  const virtual = useVirtualModule(options.count > VIRTUAL_FROM)
  const [, rerender] = useReducer((version: number) => version + 1, 0)
  const virtualizer = useMemo(() => {
    if (!virtual) return null
    // A measurement from a row's ref callback happens while React commits: no flushSync then.
    let measuring = false
    const window = {
      getScrollElement: () => globalThis.window,
      observeElementRect: virtual.observeWindowRect,
      observeElementOffset: virtual.observeWindowOffset,
      scrollToFn: virtual.windowScroll,
      initialOffset: () => globalThis.window.scrollY,
      onChange: (_: unknown, sync: boolean) => {
        if (sync && !measuring) flushSync(rerender)
        else rerender()
      },
    }
    const instance = new virtual.Virtualizer<Window, Element>({
      count: 0,
      estimateSize: () => 0,
      ...window,
    })
    const measure = instance.measureElement
    instance.measureElement = element => {
      measuring = true
      try {
        measure(element)
      } finally {
        measuring = false
      }
    }
    return { instance, window }
  }, [virtual])
  virtualizer?.instance.setOptions({
    ...options,
    ...virtualizer.window,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  })
  const instance = virtualizer?.instance
  useLayoutEffect(() => instance?._didMount(), [instance])
  useLayoutEffect(() => instance?._willUpdate())
  if (instance) return instance
  return plainRows(options, options.count > VIRTUAL_FROM ? FIRST_ROWS : options.count)
}

/**
 * Window rows for the list rendered in `container`: its offset from the top of the page is
 * measured once it mounts; `before` and `after` are the space of the rows not rendered.
 */
export function useListRows(options: Omit<WindowRowsOptions, 'scrollMargin'>) {
  const container = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    setScrollMargin(container.current?.offsetTop ?? 0)
  }, [])
  const virtualizer = useWindowRows({ ...options, scrollMargin })
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  const before = first ? first.start - scrollMargin : 0
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0
  return { container, virtualizer, scrollMargin, items, before, after }
}
