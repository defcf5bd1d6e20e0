import { pinRepositoryMsg, type Repository } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { ownerKeys } from '../api/keys.ts'

/** x/gitopia's `max_pinned_repos`: the chain refuses a seventh pin. */
const MAX_PINNED = 6

/**
 * A profile's pinned repositories, in the order they were pinned, and for the profile's own user
 * the form that pins one more. It loads only where there is one or the other.
 */
export function PinnedRepositories({
  address,
  handle,
  repositories,
  pinnedIds,
  mayPin,
}: {
  address: string
  handle: string
  repositories: readonly Repository[]
  pinnedIds: readonly string[]
  /** The signed-in account is the profile's user (the caller knows). */
  mayPin: boolean
}) {
  const pinned = pinnedIds.flatMap(id => repositories.filter(r => r.id === id))
  return (
    <>
      {pinned.length > 0 && (
        <ul aria-label="Pinned" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {pinned.map(repository => (
            <li key={repository.id} className="rounded-md border border-border p-3">
              <Link
                to={paths.repository.href(handle, repository.name)}
                className="font-semibold break-all text-accent hover:underline"
              >
                {repository.name}
              </Link>
              <p className="text-sm break-words text-fg-muted">{repository.description}</p>
            </li>
          ))}
        </ul>
      )}
      {mayPin && (
        <PinRepository
          address={address}
          unpinned={repositories.filter(r => !pinnedIds.includes(r.id))}
          pinnedCount={pinnedIds.length}
        />
      )}
    </>
  )
}

/**
 * For the profile's own user: pins one more repository. v6 only adds pins (there is no unpin),
 * so the form says so before anyone signs.
 */
function PinRepository({
  address,
  unpinned,
  pinnedCount,
}: {
  address: string
  unpinned: readonly Repository[]
  pinnedCount: number
}) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const [choice, setChoice] = useState('')
  if (pinnedCount >= MAX_PINNED)
    return (
      <p className="text-sm text-fg-muted">
        Six repositories are pinned, the most the chain allows.
      </p>
    )
  if (unpinned.length === 0) return null
  const pin = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await submit({
        msgs: [pinRepositoryMsg(address, choice)],
        success: () => setChoice(''),
        // The profile read the owner by name or address: refresh it under either.
        invalidate: [ownerKeys.owners(api)],
      })
    } catch {
      // the tx pipeline showed why
    }
  }
  return (
    <form
      onSubmit={pin}
      aria-label="Pin a repository"
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <select
        aria-label="Repository to pin"
        value={choice}
        onChange={e => setChoice(e.target.value)}
        className="rounded-md border border-border bg-canvas px-2 py-1"
      >
        <option value="">Pin a repository…</option>
        {unpinned.map(repository => (
          <option key={repository.id} value={repository.id}>
            {repository.name}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={pending || choice === ''}>
        Pin
      </Button>
      <span className="text-fg-muted">Up to {MAX_PINNED}; the chain keeps a pin for good.</span>
    </form>
  )
}
