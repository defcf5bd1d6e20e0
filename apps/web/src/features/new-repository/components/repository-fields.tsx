import { useId, type ReactNode } from 'react'
import { TextField } from '@/ui/field.tsx'
import { OwnerSelect, type useRepositoryOwner } from './owner-picker.tsx'

const DESCRIPTION_LIMIT = 255

/**
 * Owner, name and description of a new repository or a fork. `children` is the name's live status
 * line; `inline` puts owner and name on one row ("owner / name").
 */
export function RepositoryFields({
  picker,
  name,
  onName,
  description,
  onDescription,
  inline = false,
  children,
}: {
  picker: Pick<ReturnType<typeof useRepositoryOwner>, 'owners' | 'owner' | 'setChoice' | 'status'>
  name: string
  onName: (name: string) => void
  description: string
  onDescription: (description: string) => void
  inline?: boolean
  children: ReactNode
}) {
  const statusId = useId()
  const owner = (
    <OwnerSelect owners={picker.owners} owner={picker.owner} onChange={picker.setChoice} />
  )
  const nameField = (
    <TextField
      strong
      label="Repository name"
      value={name}
      onChange={onName}
      describedBy={statusId}
      invalid={picker.status.state === 'invalid' || picker.status.state === 'taken'}
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
        value={description}
        onChange={onDescription}
        maxLength={DESCRIPTION_LIMIT}
      />
    </>
  )
}
