import { lazy } from 'react'
import { LazyMount } from '@/ui/lazy-mount.tsx'
import { useReviewRequest } from './review-request.ts'

// The sheet and its Msg descriptions load with the first review, not with every page.
const ReviewSheet = lazy(async () => ({
  default: (await import('./review-sheet.tsx')).ReviewSheet,
}))

/** Mounts the review sheet once a signature first asks for a review, then keeps it mounted. */
export function LazyReviewSheet() {
  return (
    <LazyMount when={useReviewRequest(state => state.pending !== null)}>
      <ReviewSheet />
    </LazyMount>
  )
}
