import { useState, type FormEvent } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerQuery } from '@/features/owner/index.ts'
import { addNotification } from '@/features/notifications/index.ts'
import {
  refreshUser,
  renameWalletForUser,
  useActiveAccount,
  useChainMutation,
  viewTransaction,
} from '@/features/wallet/index.ts'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { Button } from '@/ui/button.tsx'
import { Field, TextField } from '@/ui/field.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { notify } from '@/ui/toast/index.ts'
import { checkField } from '../model/check-fields.ts'
import { createUserMsg, type ProfileField, type ProfileFields } from '@gitopia-client/chain/gitopia'
import { AvatarPreview } from './avatar-preview.tsx'

/**
 * Creates the user record of the active address. Then the wallet takes the username (a local wallet
 * is re-encrypted after the password is approved).
 */
export function CreateUserForm() {
  const account = useActiveAccount()
  const api = useApiEndpoint()
  const { submit, refresh, pending } = useChainMutation()
  const [fields, setFields] = useState<ProfileFields>({
    username: '',
    name: '',
    bio: '',
    avatarUrl: '',
  })
  const [error, setError] = useState<string | null>(null)
  if (!account) return null

  const set = (field: ProfileField) => (value: string) => {
    setFields(current => ({ ...current, [field]: value }))
    setError(null)
  }
  /** Value and change handler of one field's input. */
  const bind = (field: ProfileField) => ({ value: fields[field], onChange: set(field) })

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const clean = {
      ...fields,
      username: fields.username.trim(),
      avatarUrl: fields.avatarUrl.trim(),
    }
    for (const field of ['username', 'name', 'bio', 'avatarUrl'] as const) {
      const problem = checkField(field, clean[field])
      if (problem) return setError(problem)
    }
    let hash: string
    try {
      ;({ hash } = await submit({ msgs: [createUserMsg(account.address, clean)] }))
    } catch {
      return // submitTx showed why
    }
    notify('info', `User ${clean.username} created`, { link: viewTransaction(hash) })
    addNotification('profile', `Your user ${clean.username} was created`)
    try {
      await renameWalletForUser(clean.username)
    } catch (failure) {
      notify('error', failure instanceof Error ? failure.message : String(failure))
    }
    await refreshUser()
    // The dashboard and profile read the address as an owner: it is a user now.
    await refresh([ownerQuery(api, account.address).queryKey])
  }

  return (
    <form onSubmit={create} className="flex max-w-xl flex-col gap-3" aria-label="Create user">
      <p className="text-fg-muted">
        This address has no user yet. Pick a username to own repositories and take part.
      </p>
      <TextField label="Username" {...bind('username')} autoComplete="off" />
      <TextField label="Name" {...bind('name')} />
      <Field label="Bio">
        {control => (
          <AutoGrowTextarea
            {...control}
            value={fields.bio}
            onChange={event => set('bio')(event.target.value)}
          />
        )}
      </Field>
      <TextField
        label="Avatar URL"
        {...bind('avatarUrl')}
        placeholder="https://…"
        inputMode="url"
      />
      <AvatarPreview url={fields.avatarUrl} name={fields.username} />
      <FormError error={error} />
      <div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Creating…' : 'Create user'}
        </Button>
      </div>
    </form>
  )
}
