import { useId, useState } from 'react'
import { AUTO_LOCK_CHOICES, autoLockMinutes, setAutoLockMinutes } from '../session/idle-lock.ts'

const label = (minutes: number) =>
  minutes === 0 ? 'Never' : minutes === 60 ? 'After 1 hour idle' : `After ${minutes} minutes idle`

/** How long an unlocked local wallet may sit idle before it locks itself. */
export function AutoLockSelect() {
  const id = useId()
  const [minutes, setMinutes] = useState(autoLockMinutes)
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <label htmlFor={id}>Lock the wallet</label>
      <select
        id={id}
        value={minutes}
        onChange={event => {
          const next = Number(event.target.value)
          setAutoLockMinutes(next)
          setMinutes(next)
        }}
        className="rounded-md border border-border bg-canvas px-2 py-1"
      >
        {AUTO_LOCK_CHOICES.map(choice => (
          <option key={choice} value={choice}>
            {label(choice)}
          </option>
        ))}
      </select>
    </div>
  )
}
