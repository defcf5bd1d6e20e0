import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { Suspense, type ComponentType, type ReactNode } from 'react'

/** What the pull request page gives a part its author may edit. */
export interface EditablePullProps {
  pull: PullRequest
  repositoryId: string
  viewer: string | null
  /** What an edit changes (the pull request feature's keys). */
  invalidate: readonly QueryKey[]
}

/** What an author's editor is given: the page's props with the signed-in author. */
export type AuthorEditorProps = Omit<EditablePullProps, 'viewer'> & { author: string }

/**
 * `shown` to everyone; to the pull request's author (the only editor the keeper accepts) its
 * `Editor` instead, loaded for them only, with `shown` while that loads.
 */
export function ForAuthor({
  shown,
  Editor,
  viewer,
  ...props
}: EditablePullProps & { shown: ReactNode; Editor: ComponentType<AuthorEditorProps> }) {
  if (viewer === null || viewer !== props.pull.creator) return shown
  return (
    <Suspense fallback={shown}>
      <Editor {...props} author={viewer} />
    </Suspense>
  )
}
