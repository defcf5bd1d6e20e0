import { lazy, Suspense } from 'react'
import { useToasterGate } from './toaster-gate.ts'

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'))

/** Bottom-right toasts; the library behind them loads with the first toast. */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const requested = useToasterGate(state => state.requested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  )
}
