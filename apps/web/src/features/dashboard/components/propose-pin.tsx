import { pinDaoRepositoryMsg, type Repository } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'

/** x/gitopia's `max_pinned_repos`: the chain refuses a seventh pin. */
const MAX_PINNED = 6

/**
 * Proposes pinning one of the DAO's repositories to its public profile. A DAO's pins change only
 * by a proposal its policy signs (its admin), whatever the DAO's other requirements say; v6 adds
 * pins and has no unpin.
 */
export function ProposePin({
  proposing,
  daoAddress,
  repositories,
  pinnedIds,
}: {
  proposing: DaoProposer
  daoAddress: string
  repositories: readonly Repository[]
  pinnedIds: readonly string[]
}) {
  const { propose, pending } = useDaoProposal(proposing)
  const unpinned = repositories.filter(repository => !pinnedIds.includes(repository.id))
  const [choice, setChoice] = useState('')
  const chosen = unpinned.find(repository => repository.id === choice) ?? unpinned[0]
  if (pinnedIds.length >= MAX_PINNED)
    return (
      <p className="text-sm text-fg-muted">
        Six repositories are pinned, the most the chain allows.
      </p>
    )
  if (!chosen)
    return <p className="text-sm text-fg-muted">Every repository of the DAO is pinned.</p>

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await propose({
      title: `Pin ${chosen.name} to the profile`,
      summary: `Show ${chosen.name} first on the DAO's public profile.`,
      messages: [pinDaoRepositoryMsg(proposing.policyAddress, daoAddress, chosen.id)],
    })
  }

  return (
    <form onSubmit={submit} aria-label="Propose a pin" className="flex flex-col gap-2">
      <select
        aria-label="Repository to pin"
        value={chosen.id}
        onChange={event => setChoice(event.target.value)}
        className="rounded-md border border-border bg-canvas px-2 py-1 text-sm"
      >
        {unpinned.map(repository => (
          <option key={repository.id} value={repository.id}>
            {repository.name}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={pending}>
        Propose pin
      </Button>
    </form>
  )
}
