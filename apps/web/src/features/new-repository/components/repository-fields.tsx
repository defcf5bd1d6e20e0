import { useId, useState, type ReactNode } from 'react'
import { TextField } from '@/ui/field.tsx'
import { OwnerSelect, useRepositoryOwner } from './owner-picker.tsx'

const DESCRIPTION_LIMIT = 255

/** The owner, typed name and description of a repository being created or forked. */
export function useRepositoryDraft(
  account: Parameters<typeof useRepositoryOwner>[0],
  initialOwner: string | null,
  initial = { name: '', description: '' },
) {
  const [typedName, setTypedName] = useState(initial.name)
  const [description, setDescription] = useState(initial.description)
  const picker = useRepositoryOwner(account, initialOwner, typedName)
  return { ...picker, typedName, setTypedName, description, setDescription }
}

/**
 * Owner, name and description of a new repository or a fork (`useRepositoryDraft`). `children` is the name's live status
 * line; `inline` puts owner and name on one row ("owner / name").
 */
export function RepositoryFields({
  draft,
  inline = false,
  children,
}: {
  draft: ReturnType<typeof useRepositoryDraft>
  inline?: boolean
  children: ReactNode
}) {
  const statusId = useId()
  const owner = <OwnerSelect owners={draft.owners} owner={draft.owner} onChange={draft.setChoice} />
  const nameField = (
    <TextField
      strong
      label="Repository name"
      value={draft.typedName}
      onChange={draft.setTypedName}
      describedBy={statusId}
      invalid={draft.status.state === 'invalid' || draft.status.state === 'taken'}
      autoComplete="off"
      spellCheck={false}
      maxLength={200}
      className={inline ? 'min-w-60 flex-1' : undefined}
    />
  )
  return (
    <>
      {inline ? (
        <div className="flex flex-wrap items-end gap-3">
          {owner}
          <span className="pb-2 text-xl text-fg-muted" aria-hidden="true">
            /
          </span>
          {nameField}
        </div>
      ) : (
        <>
          {owner}
          {nameField}
        </>
      )}
      <div
        id={statusId}
        aria-live="polite"
        className={`${inline ? '-mt-3' : '-mt-2'} flex flex-col gap-1 text-sm`}
      >
        {children}
      </div>
      <TextField
        strong
        label={
          <>
            Description <span className="font-normal text-fg-muted">(optional)</span>
          </>
        }
        value={draft.description}
        onChange={draft.setDescription}
        maxLength={DESCRIPTION_LIMIT}
      />
    </>
  )
}
