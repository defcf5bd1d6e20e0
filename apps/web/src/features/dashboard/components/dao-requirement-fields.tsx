import type { DaoRequirements } from '@gitopia-client/chain/gitopia'

/** Each flag of the chain's `DaoConfig`, as a member reads it. */
export const DAO_REQUIREMENTS: Readonly<Record<keyof DaoRequirements, string>> = {
  pullRequestMerge: 'Merging a pull request',
  repositoryDeletion: 'Deleting a repository',
  collaborators: 'Adding or removing a collaborator',
  releases: 'Publishing a release',
}

export const NO_REQUIREMENTS: DaoRequirements = {
  pullRequestMerge: false,
  repositoryDeletion: false,
  collaborators: false,
  releases: false,
}

/** Which actions on a DAO's repositories need a proposal of their own; the rest a member does. */
export function DaoRequirementFields({
  value,
  onChange,
}: {
  value: DaoRequirements
  onChange: (value: DaoRequirements) => void
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-semibold">Needs a proposal</legend>
      {(Object.entries(DAO_REQUIREMENTS) as [keyof DaoRequirements, string][]).map(
        ([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={value[key]}
              onChange={e => onChange({ ...value, [key]: e.target.checked })}
            />
            {label}
          </label>
        ),
      )}
    </fieldset>
  )
}
