import { checkUsername } from '@gitopia-client/chain'
import { getWhois, isNotFoundError } from '@gitopia-client/chain/gitopia'
import { createDaoMsg } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  checkVotingRules,
  DaoRequirementFields,
  NO_REQUIREMENTS,
} from '@/features/dashboard/index.ts'
import { resolveAccount } from '@/features/owner/index.ts'
import { useActiveAccount, useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { inputClass, TextAreaField, TextField } from '@/ui/field.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { newDaoKeys } from './api/keys.ts'

/** Whether a DAO or user already holds the name (whois answers 404 when it is free). */
function useNameTaken(api: string, name: string) {
  const valid = checkUsername(name).ok
  return useQuery({
    queryKey: newDaoKeys.nameTaken(api, name),
    enabled: valid,
    queryFn: async ({ signal }) => {
      try {
        await getWhois(api, name, { signal })
        return true
      } catch (error) {
        // The chain answers an unknown name with gRPC NotFound-like errors (404, or 500 "key not found").
        if (isNotFoundError(error)) return false
        throw error
      }
    },
    staleTime: 10_000,
  })
}

interface MemberRow {
  readonly who: string
  readonly weight: string
}

/** `/daos/new`: name (checked as typed), profile, members with weights, voting rules. */
export function NewDaoRoute() {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const navigate = useNavigate()
  const { submit, pending } = useChainMutation()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [avatarUrl, setAvatarUrl] = useState('')
  const [location, setLocation] = useState('')
  const [website, setWebsite] = useState('')
  const [members, setMembers] = useState<MemberRow[]>([])
  const [hours, setHours] = useState('24')
  const [percent, setPercent] = useState('51')
  const [requiresProposal, setRequiresProposal] = useState(NO_REQUIREMENTS)
  const [error, setError] = useState<string | null>(null)
  const taken = useNameTaken(api, name)
  const nameCheck = checkUsername(name)

  if (!account) return <p className="p-4">Connect a wallet to create a DAO.</p>

  const nameMessage =
    name === ''
      ? null
      : !nameCheck.ok
        ? nameCheck.message
        : taken.data === true
          ? `The name ${name} is already taken.`
          : taken.data === false
            ? `${name} is available.`
            : taken.isError
              ? 'Could not check the name right now.'
              : 'Checking…'

  const create = async (event: FormEvent) => {
    event.preventDefault()
    if (!nameCheck.ok || taken.data !== false) return setError(nameMessage ?? 'Choose a name')
    const rules = checkVotingRules(percent, hours)
    if (!rules.ok) return setError(rules.message)
    let resolved: { address: string; weight: string }[]
    try {
      resolved = [{ address: account.address, weight: '1' }]
      for (const row of members.filter(m => m.who.trim() !== '')) {
        if (!/^\d+(\.\d+)?$/.test(row.weight) || Number(row.weight) <= 0)
          throw new Error(`Give ${row.who} a weight above 0`)
        resolved.push({ address: await resolveAccount(api, row.who), weight: row.weight })
      }
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : String(failure))
    }
    setError(null)
    try {
      await submit({
        msgs: [
          createDaoMsg({
            creator: account.address,
            name,
            description,
            avatarUrl,
            location,
            website,
            members: resolved,
            votingPeriodHours: hours,
            percentage: rules.percentage,
            requiresProposal,
          }),
        ],
      })
      void navigate(paths.daoDashboard.href(name))
    } catch {
      // The tx pipeline showed why; the form keeps its values.
    }
  }

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold">Create a DAO</h1>
      <form onSubmit={create} className="flex flex-col gap-3">
        <TextField label="Name" value={name} onChange={setName} spellCheck={false} />
        {nameMessage && (
          <p data-testid="dao-name-status" className="text-sm">
            {nameMessage}
          </p>
        )}
        <TextAreaField label="Description" value={description} onChange={setDescription} />
        <TextField label="Avatar URL" value={avatarUrl} onChange={setAvatarUrl} />
        <TextField label="Location" value={location} onChange={setLocation} />
        <TextField label="Website" value={website} onChange={setWebsite} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">Members</legend>
          <p className="text-sm text-fg-muted">You (weight 1) and:</p>
          {members.map((row, index) => (
            <div key={index} className="flex gap-2">
              <input
                aria-label={`Member ${index + 1}`}
                placeholder="username or gitopia1…"
                value={row.who}
                onChange={e =>
                  setMembers(
                    members.map((m, i) => (i === index ? { ...m, who: e.target.value } : m)),
                  )
                }
                className={`${inputClass} flex-1`}
              />
              <input
                aria-label={`Weight of member ${index + 1}`}
                value={row.weight}
                onChange={e =>
                  setMembers(
                    members.map((m, i) => (i === index ? { ...m, weight: e.target.value } : m)),
                  )
                }
                className={`${inputClass} w-20`}
              />
            </div>
          ))}
          <Button
            className="self-start"
            onClick={() => setMembers([...members, { who: '', weight: '1' }])}
          >
            Add member
          </Button>
        </fieldset>
        <TextField label="Voting period (hours)" value={hours} onChange={setHours} />
        <TextField
          label="Passes when Yes reaches (% of all members' weight)"
          value={percent}
          onChange={setPercent}
        />
        <DaoRequirementFields value={requiresProposal} onChange={setRequiresProposal} />
        <FormError error={error} />
        <Button type="submit" variant="primary" disabled={pending}>
          Create DAO
        </Button>
      </form>
    </main>
  )
}
