import { num, trackerMsg, type TrackerMsg } from '../tracker.ts'

/** Msgs of a repository's labels (docs/protocol.md#gitopia-msgs). */
export interface LabelFields {
  readonly name: string
  /** `#rrggbb`. */
  readonly color: string
  readonly description: string
}

interface RepositoryRef {
  readonly creator: string
  readonly owner: string
  readonly repository: string
}

const repositoryTarget = (ref: RepositoryRef) => ({
  creator: ref.creator,
  repositoryId: { id: ref.owner, name: ref.repository },
})

export function createLabelMsg(ref: RepositoryRef, label: LabelFields): TrackerMsg {
  return trackerMsg('MsgCreateRepositoryLabel', { ...repositoryTarget(ref), ...label })
}

export function updateLabelMsg(ref: RepositoryRef, id: string, label: LabelFields): TrackerMsg {
  return trackerMsg('MsgUpdateRepositoryLabel', {
    ...repositoryTarget(ref),
    labelId: num(id),
    ...label,
  })
}

export function deleteLabelMsg(ref: RepositoryRef, id: string): TrackerMsg {
  return trackerMsg('MsgDeleteRepositoryLabel', { ...repositoryTarget(ref), labelId: num(id) })
}
