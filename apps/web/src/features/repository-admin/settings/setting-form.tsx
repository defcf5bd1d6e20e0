import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** One setting: its own form, its own failure (the typed value stays), its own success note. */
export function SettingForm({
  label,
  children,
  onSubmit,
  submitLabel,
  done,
  disabled = false,
}: {
  label: string
  children: ReactNode
  onSubmit: () => Promise<void>
  submitLabel: string
  done: string
  disabled?: boolean
}) {
  const { pending } = useChainMutation()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [saved, setSaved] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setSaved(false)
    try {
      await onSubmit()
      setSaved(true)
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }
  return (
    <form
      aria-label={label}
      onSubmit={event => void submit(event)}
      className="flex flex-col gap-2"
      noValidate
    >
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <Button type="submit" disabled={pending || disabled}>
          {submitLabel}
        </Button>
      </div>
      <FailureNote failure={failure} />
      {saved && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {done}
        </p>
      )}
    </form>
  )
}
