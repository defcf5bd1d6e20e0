import { useState } from 'react'
import { safeImageUrl } from './safe-url.ts'

const sizes = { sm: 'size-6 text-xs', md: 'size-10 text-base', lg: 'size-24 text-4xl' } as const

/** A round avatar: the image when its URL is safe and loads, else the name's first letter. */
export function Avatar({
  url,
  name,
  size = 'md',
  square = false,
}: {
  url: string
  name: string
  size?: keyof typeof sizes
  /** DAOs get rounded squares, people circles (as on GitHub). */
  square?: boolean
}) {
  const src = safeImageUrl(url)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shape = square ? 'rounded-md' : 'rounded-full'
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={`${sizes[size]} ${shape} shrink-0 border border-border object-cover`}
        data-testid="avatar"
      />
    )
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?'
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={`${sizes[size]} ${shape} inline-flex shrink-0 items-center justify-center border border-border bg-canvas-subtle font-semibold text-fg-muted`}
    >
      {initial}
    </span>
  )
}
