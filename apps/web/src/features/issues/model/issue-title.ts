import { TITLE_MAX } from '@/features/discussion/index.ts'

export const TITLE_MIN = 3

/** "Title too short" etc. before signing, in the chain's own limits (docs/protocol.md#issues-pull-requests-and-comments). */
export function titleProblem(title: string): string | null {
  const length = title.trim().length
  if (length < TITLE_MIN) return `The title needs at least ${TITLE_MIN} characters`
  if (length > TITLE_MAX) return `The title can have at most ${TITLE_MAX} characters`
  return null
}
