import { lazy } from 'react'
import { ForAuthor } from '@/features/discussion/index.ts'
import type { EditablePullProps } from './pull-upkeep.tsx'

const EditablePullTitle = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullTitle })),
)

/** The title and number; its author gets an Edit button, loaded for them. */
export function PullTitle({ pull, invalidate }: EditablePullProps) {
  const heading = (
    <h2 className="min-w-0 flex-1 text-2xl break-words">
      {pull.title} <span className="font-normal text-fg-muted">#{pull.iid}</span>
    </h2>
  )
  return (
    <ForAuthor
      creator={pull.creator}
      shown={<div className="flex items-start gap-3">{heading}</div>}
      editor={<EditablePullTitle pull={pull} invalidate={invalidate} heading={heading} />}
    />
  )
}
