import { checkAddress } from '@gitopia-client/chain'
import { getGroupProposal, getOwnerName, getRepositoryById } from '@gitopia-client/chain/gitopia'
import { useQueries } from '@tanstack/react-query'
import { walletApi } from '../model/wallet-network.ts'
import { fromChainJson } from './describe-group.ts'
import type { MsgLike } from './describe-msg.ts'

/** Query keys of the review sheet's chain reads; they hang under `wallet`. */
export const reviewKeys = {
  ownerName: (api: string, address: string) => ['wallet', 'review', 'owner', api, address] as const,
  proposal: (api: string, id: string) => ['wallet', 'review', 'proposal', api, id] as const,
  repository: (api: string, id: string) => ['wallet', 'review', 'repository', api, id] as const,
}

type Fields = Readonly<Record<string, unknown>>
const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {}
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && checkAddress(value).ok

const REPOSITORY_FIELDS = ['repositoryId', 'headRepositoryId', 'baseRepositoryId'] as const

/** Each Msg and the Msgs nested in it (a DAO proposal's, as the app built them). */
function eachMsg(msgs: readonly MsgLike[], visit: (msg: MsgLike, value: Fields) => void) {
  for (const msg of msgs) {
    const value = fields(msg.value)
    visit(msg, value)
    if (!Array.isArray(value.messages)) continue
    const nested = (value.messages as unknown[]).map(fields)
    eachMsg(
      nested.filter(inner => typeof inner.typeUrl === 'string') as unknown as MsgLike[],
      visit,
    )
  }
}

/**
 * The addresses a reviewer knows better by name: owners of the repositories the Msgs name (a new
 * repository's or fork's owner too) and a DAO whose settings change, nested proposal Msgs included.
 */
export function ownersNamed(msgs: readonly MsgLike[]): string[] {
  const owners = new Set<string>()
  eachMsg(msgs, (msg, value) => {
    for (const field of REPOSITORY_FIELDS) {
      const owner = fields(value[field]).id
      if (isAddress(owner)) owners.add(owner)
    }
    if (/\.Msg(CreateRepository|ForkRepository)$/.test(msg.typeUrl) && isAddress(value.owner))
      owners.add(value.owner)
    if (msg.typeUrl.endsWith('.MsgUpdateDaoConfig') && isAddress(value.id)) owners.add(value.id)
  })
  return [...owners]
}

/** Repositories the Msgs name by number only (issues, comments, pull requests…). */
export function repositoriesNumbered(msgs: readonly MsgLike[]): string[] {
  const ids = new Set<string>()
  eachMsg(msgs, (_msg, value) => {
    for (const field of REPOSITORY_FIELDS) {
      const id = value[field]
      if (['string', 'number', 'bigint'].includes(typeof id) && /^\d+$/.test(String(id)))
        ids.add(String(id))
    }
  })
  return [...ids]
}

/** Each numbered repository's owner address and name, as the chain has them. */
export function useRepositoryNames(
  ids: readonly string[],
): (id: string) => { owner: string; name: string } | undefined {
  const api = walletApi()
  const reads = useQueries({
    queries: ids.map(id => ({
      queryKey: reviewKeys.repository(api, id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const repository = await getRepositoryById(api, id, { signal })
        return { owner: repository.ownerAddress, name: repository.name }
      },
      staleTime: 60_000,
    })),
  })
  const byId = new Map(ids.map((id, index) => [id, reads[index]?.data]))
  return id => byId.get(id)
}

/** The chain's username or DAO name of each address (as it reads them; the address until then). */
export function useOwnerNames(
  addresses: readonly string[],
): (address: string) => string | undefined {
  const api = walletApi()
  const names = useQueries({
    queries: addresses.map(address => ({
      queryKey: reviewKeys.ownerName(api, address),
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        const check = checkAddress(address)
        const type = check.ok && check.kind === 'user' ? 'USER' : 'DAO'
        return getOwnerName(api, address, type, { signal }).catch(() => address)
      },
      staleTime: 5 * 60_000,
    })),
  })
  const byAddress = new Map(addresses.map((address, index) => [address, names[index]?.data]))
  return address => byAddress.get(address)
}

/** What a DAO proposal runs when it passes: its Msgs as the chain holds them. */
export type ProposalRun =
  | { readonly state: 'loading' | 'error' }
  | { readonly state: 'ready'; readonly msgs: readonly MsgLike[] }

/** The DAO proposal a Msg runs: a vote that executes if it passes, or an execution. */
export function proposalRunBy(msg: MsgLike): string | null {
  const value = fields(msg.value)
  const id = value.proposalId
  const proposal = typeof id === 'bigint' || typeof id === 'string' ? String(id) : ''
  if (proposal === '') return null
  if (msg.typeUrl === '/cosmos.group.v1.MsgExec') return proposal
  if (msg.typeUrl === '/cosmos.group.v1.MsgVote' && String(value.exec) === '1') return proposal
  return null
}

/**
 * For each Msg, the Msgs of the DAO proposal it would run (null when it runs none), read from the
 * chain: the sheet describes them, since the signature makes them happen.
 */
export function useProposalRuns(msgs: readonly MsgLike[]): (ProposalRun | null)[] {
  const api = walletApi()
  const ids = msgs.map(proposalRunBy)
  const reads = useQueries({
    queries: ids.map(id => ({
      queryKey: reviewKeys.proposal(api, id ?? ''),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await getGroupProposal(api, id ?? '', { signal })).messages.map(fromChainJson),
      enabled: id !== null,
      staleTime: 0,
    })),
  })
  return ids.map((id, index): ProposalRun | null => {
    const read = reads[index]
    if (id === null || !read) return null
    if (read.data) return { state: 'ready', msgs: read.data }
    return { state: read.isError ? 'error' : 'loading' }
  })
}
