import { lazy, Suspense, useState } from 'react'
import { useReviewRequest } from './review-request.ts'

// The sheet and its Msg descriptions load with the first review, not with every page (issue 19).
const ReviewSheet = lazy(async () => ({
  default: (await import('./review-sheet.tsx')).ReviewSheet,
}))

/** Mounts the review sheet once a signature first asks for a review, then keeps it mounted. */
export function LazyReviewSheet() {
  const pending = useReviewRequest(state => state.pending)
  const [needed, setNeeded] = useState(false)
  if (pending && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ReviewSheet />
    </Suspense>
  )
}
