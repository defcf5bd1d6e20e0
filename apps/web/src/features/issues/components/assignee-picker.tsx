import { isValidAddress } from '@gitopia-client/chain'
import { getUser, getWhois } from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { UserLink, useUserName } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'

/** A username or address typed by a person → the address of a user who exists on chain. */
export async function resolveUser(api: string, typed: string): Promise<string> {
  const text = typed.trim().replace(/^@/, '')
  if (text === '') throw new Error('Enter a username or address')
  let address = text
  if (!isValidAddress(text)) {
    const whois = await getWhois(api, text).catch((error: unknown) => {
      throw new Error(`No user named ${text}`, { cause: error })
    })
    if (whois.ownerType !== 'USER') throw new Error(`${text} is a DAO, not a person`)
    address = whois.address
  }
  if (!(await getUser(api, address))) throw new Error(`${text} has no user profile on chain`)
  return address
}

/** One person to choose, named as the page names them (their username, else their address). */
function Candidate({
  address,
  verb,
  checked,
  onToggle,
}: {
  address: string
  verb: string
  checked: boolean
  onToggle: () => void
}) {
  const name = useUserName(address) ?? address
  return (
    <label className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-canvas-subtle">
      <input type="checkbox" aria-label={`${verb} ${name}`} checked={checked} onChange={onToggle} />
      <UserLink address={address} />
    </label>
  )
}

/** Pick assignees: the repository's people, or anyone by username or address. */
export function AssigneePicker({
  value,
  onChange,
  viewer,
  disabled = false,
  max = 10,
  verb = 'Assign',
  legend = 'Assignees',
}: {
  value: readonly string[]
  onChange: (addresses: string[]) => void
  viewer: string | null
  disabled?: boolean
  max?: number
  /** What choosing someone does, for the checkboxes' names ("Assign alice"). */
  verb?: string
  legend?: string
}) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const candidates = [
    ...new Set([
      ...(repository.ownerType === 'USER' ? [repository.ownerAddress] : []),
      ...repository.collaborators.map(c => c.address),
      ...(viewer ? [viewer] : []),
      ...value,
    ]),
  ]
  const toggle = (address: string) =>
    onChange(value.includes(address) ? value.filter(a => a !== address) : [...value, address])

  const add = async () => {
    setProblem(null)
    setChecking(true)
    try {
      const address = await resolveUser(api, typed)
      if (!value.includes(address)) {
        if (value.length >= max) throw new Error(`At most ${max} assignees`)
        onChange([...value, address])
      }
      setTyped('')
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }

  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      {candidates.map(address => (
        <Candidate
          key={address}
          address={address}
          verb={verb}
          checked={value.includes(address)}
          onToggle={() => toggle(address)}
        />
      ))}
      <div className="mt-1 flex gap-1">
        <input
          aria-label={`${verb} someone else`}
          placeholder="Username or address"
          value={typed}
          onChange={event => setTyped(event.target.value)}
          onKeyDown={event => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void add()
            }
          }}
          className="min-w-0 flex-1 rounded-md border border-border bg-canvas px-2 py-1 text-sm"
        />
        <Button
          className="px-2! py-1!"
          disabled={checking || typed.trim() === ''}
          onClick={() => void add()}
        >
          Add
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
