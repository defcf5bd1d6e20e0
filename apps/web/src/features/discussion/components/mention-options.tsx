import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { findUsernames } from '@/features/explore/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { discussionKeys } from '../api/keys.ts'
import { userNameQuery } from '../api/user-name.ts'
import { rankNames } from '../model/mention-query.ts'

export interface MentionOptionsProps {
  /** Id of the list box, for the text area's `aria-controls`. */
  readonly id: string
  readonly prefix: string
  readonly highlighted: number
  /** The names offered, in order, whenever they change (the editor moves through them by key). */
  readonly onOptions: (names: readonly string[]) => void
  readonly onPick: (name: string) => void
}

/**
 * Who `@prefix` may mean: the repository's owner and collaborators and the people the page has
 * already named (the thread's authors) first, then the explore index by prefix.
 */
export default function MentionOptions({
  id,
  prefix,
  highlighted,
  onOptions,
  onPick,
}: MentionOptionsProps) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const { repository } = useRepository()
  const members = useQueries({
    queries: [
      ...(repository.ownerType === 'USER' ? [repository.ownerAddress] : []),
      ...repository.collaborators.map(collaborator => collaborator.address),
    ].map(address => userNameQuery(api, address)),
  })
  const found = useQuery({
    queryKey: discussionKeys.mentionNames(api, prefix.toLowerCase()),
    queryFn: () => findUsernames(api, prefix),
    staleTime: 10_000,
  })
  const memberNames = members.map(member => member.data ?? '').join(' ')
  const names = useMemo(() => {
    const shown = queryClient
      .getQueriesData<string | null>({ queryKey: discussionKeys.userNames(api) })
      .map(([, name]) => name ?? '')
    const near = [...memberNames.split(' '), ...shown].filter(Boolean)
    return rankNames(prefix, near, found.data ?? [])
  }, [queryClient, api, memberNames, prefix, found.data])

  useEffect(() => {
    onOptions(names)
    return () => onOptions([])
  }, [names, onOptions])
  if (names.length === 0) return null
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="People to mention"
      className="absolute z-10 mt-1 max-w-full min-w-48 rounded-md border border-border bg-canvas py-1 text-sm shadow-lg"
    >
      {names.map((name, index) => (
        <li
          key={name}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlighted}
          className={`cursor-pointer px-3 py-1 ${index === highlighted ? 'bg-accent text-accent-fg' : ''}`}
          // Keeps the focus (and the caret) in the text area.
          onMouseDown={event => event.preventDefault()}
          onClick={() => onPick(name)}
        >
          @{name}
        </li>
      ))}
    </ul>
  )
}
