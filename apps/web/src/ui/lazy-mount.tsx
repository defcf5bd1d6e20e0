import { Suspense, useState, type ReactNode } from 'react'

/**
 * Mounts `children` (lazy components, whose code loads then) the first time `when` is true, and
 * keeps them mounted after, so a prompt that closes does not unload or lose its state.
 */
export function LazyMount({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when)
  if (when && !mounted) setMounted(true)
  if (!mounted) return null
  return <Suspense fallback={null}>{children}</Suspense>
}
