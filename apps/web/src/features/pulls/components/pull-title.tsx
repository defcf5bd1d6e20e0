import type { PullRequest } from '@gitopia-client/chain/gitopia'
import { lazy } from 'react'
import { ForAuthor, type EditablePullProps } from './author-edit.tsx'

const EditablePullTitle = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.EditablePullTitle })),
)

/** The title; its author gets an Edit button, loaded for them. */
export function PullTitle(props: EditablePullProps) {
  return (
    <ForAuthor {...props} shown={<PullHeading pull={props.pull} />} Editor={EditablePullTitle} />
  )
}

/** The pull request's title and number. */
function PullHeading({ pull }: { pull: PullRequest }) {
  return (
    <div className="flex items-start gap-3">
      <h2 className="min-w-0 flex-1 text-2xl break-words">
        {pull.title} <span className="font-normal text-fg-muted">#{pull.iid}</span>
      </h2>
    </div>
  )
}
