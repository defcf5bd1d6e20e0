import { useState, type FormEvent, type ReactNode } from 'react'
import { addNotification } from '@/features/notifications/index.ts'
import {
  refreshUser,
  renameWalletForUser,
  useActiveAccount,
  useChainMutation,
  viewTransaction,
  type WalletUser,
} from '@/features/wallet/index.ts'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { Button } from '@/ui/button.tsx'
import { Field, inputClass, type FieldControl } from '@/ui/field.tsx'
import { notify } from '@/ui/toast/index.ts'
import { checkField } from '../model/check-fields.ts'
import { updateUserFieldMsg, type ProfileField } from '@gitopia-client/chain/gitopia'
import { AvatarPreview } from './avatar-preview.tsx'

const labels: Record<ProfileField, string> = {
  username: 'Username',
  name: 'Name',
  bio: 'Bio',
  avatarUrl: 'Avatar URL',
}

/** One field, saved as its own transaction; it counts only when the tx returns code 0. */
function FieldForm({
  field,
  saved,
  children,
}: {
  field: ProfileField
  saved: string
  children: (value: string, onChange: (value: string) => void, control: FieldControl) => ReactNode
}) {
  const account = useActiveAccount()
  const { submit, pending } = useChainMutation()
  const [value, setValue] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const clean = field === 'bio' || field === 'name' ? value : value.trim()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!account) return
    const problem = checkField(field, clean)
    if (problem) return setError(problem)
    let hash: string
    try {
      ;({ hash } = await submit({ msgs: [updateUserFieldMsg(account.address, field, clean)] }))
    } catch {
      return
    }
    notify('info', `${labels[field]} updated`, { link: viewTransaction(hash) })
    addNotification('profile', `${labels[field]} updated`)
    if (field === 'username') await renameWalletForUser(clean, { reEncrypt: false })
    await refreshUser()
  }

  return (
    <form
      onSubmit={save}
      aria-label={`Edit ${labels[field].toLowerCase()}`}
      className="flex flex-col gap-1"
    >
      <Field label={labels[field]} error={error}>
        {control =>
          children(
            value,
            next => {
              setValue(next)
              setError(null)
            },
            control,
          )
        }
      </Field>
      <div>
        <Button type="submit" disabled={pending || clean === saved}>
          Save {labels[field].toLowerCase()}
        </Button>
      </div>
    </form>
  )
}

const textInput = (value: string, onChange: (value: string) => void, control: FieldControl) => (
  <input
    {...control}
    value={value}
    onChange={e => onChange(e.target.value)}
    className={inputClass}
  />
)

export function ProfileEditor({ user }: { user: WalletUser }) {
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <FieldForm key={`u-${user.username}`} field="username" saved={user.username}>
        {textInput}
      </FieldForm>
      <FieldForm key={`n-${user.name}`} field="name" saved={user.name}>
        {textInput}
      </FieldForm>
      <FieldForm key={`b-${user.bio}`} field="bio" saved={user.bio}>
        {(value, onChange, control) => (
          <AutoGrowTextarea {...control} value={value} onChange={e => onChange(e.target.value)} />
        )}
      </FieldForm>
      <FieldForm key={`a-${user.avatarUrl}`} field="avatarUrl" saved={user.avatarUrl}>
        {(value, onChange, control) => (
          <span className="flex items-center gap-3">
            <AvatarPreview url={value} name={user.username} />
            <input
              {...control}
              value={value}
              onChange={e => onChange(e.target.value)}
              placeholder="https://…"
              inputMode="url"
              className={`${inputClass} flex-1`}
            />
          </span>
        )}
      </FieldForm>
    </div>
  )
}
