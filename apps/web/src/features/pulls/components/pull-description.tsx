import { lazy } from 'react'
import { FirstPost } from '@/features/discussion/index.ts'
import type { EditablePullProps } from './pull-upkeep.tsx'

const EditablePullDescription = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullDescription })),
)

/** The pull request's first post; its author gets "Edit description", loaded for them. */
export function PullDescription({ pull, invalidate }: EditablePullProps) {
  return (
    <FirstPost
      item={pull}
      editor={<EditablePullDescription pull={pull} invalidate={invalidate} />}
    />
  )
}
