import * as z from 'zod/mini'
import { emptyForAddressWithoutUser } from '../address-lists.ts'
import { mapItems, type Page } from '../paging.ts'
import {
  forksPath,
  getGitopia,
  getGitopiaPage,
  gitopiaPath,
  repositoryPath,
  type ListOptions,
} from '../request.ts'
import { count, flag, list, ownerType, text, u64, unixTime } from '../wire.ts'

export const PERMISSIONS = ['READ', 'TRIAGE', 'WRITE', 'MAINTAIN', 'ADMIN'] as const
export type Permission = (typeof PERMISSIONS)[number]

/** Whether `held` is at least `needed` (READ < TRIAGE < WRITE < MAINTAIN < ADMIN). */
export function permits(held: Permission, needed: Permission): boolean {
  return PERMISSIONS.indexOf(held) >= PERMISSIONS.indexOf(needed)
}

const label = z.object({ id: u64, name: z.string(), color: text, description: text })
export type RepositoryLabel = z.output<typeof label>

const repositoryWire = z.object({
  id: u64,
  creator: text,
  name: z.string(),
  owner: z.object({ id: z.string(), type: ownerType }),
  description: text,
  forks: list(u64),
  issuesCount: count,
  pullsCount: count,
  labels: list(label),
  releases: list(z.object({ id: u64, tagName: z.string() })),
  createdAt: unixTime,
  updatedAt: unixTime,
  archived: flag,
  license: text,
  defaultBranch: text,
  parent: z._default(u64, '0'),
  fork: flag,
  collaborators: list(z.object({ id: z.string(), permission: z.enum(PERMISSIONS) })),
  allowForking: flag,
  backups: list(z.object({ store: z.string(), refs: list(z.string()) })),
  enableArweaveBackup: flag,
})

function toRepository(wire: z.output<typeof repositoryWire>) {
  return {
    id: wire.id,
    name: wire.name,
    creator: wire.creator,
    /** Always the owner's address (never a name). */
    ownerAddress: wire.owner.id,
    ownerType: wire.owner.type,
    description: wire.description,
    forkIds: wire.forks,
    issuesCount: wire.issuesCount,
    pullsCount: wire.pullsCount,
    labels: wire.labels,
    releases: wire.releases,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    archived: wire.archived,
    license: wire.license,
    defaultBranch: wire.defaultBranch,
    /** The repository this one was forked from, if any. */
    parentId: wire.fork ? wire.parent : null,
    collaborators: wire.collaborators.map(c => ({ address: c.id, permission: c.permission })),
    allowForking: wire.allowForking,
    /** Where backup services keep copies (`IPFS`, `ARWEAVE`) and their refs (CIDs, tx ids). */
    backups: wire.backups,
    enableArweaveBackup: wire.enableArweaveBackup,
  }
}
export type Repository = ReturnType<typeof toRepository>

const repositoryResponse = z.object({ Repository: repositoryWire })

export async function getRepositoryById(
  api: string,
  id: string,
  options?: ListOptions,
): Promise<Repository> {
  const body = await getGitopia(api, gitopiaPath('repository', id), repositoryResponse, options)
  return toRepository(body.Repository)
}

/** A repository by owner (address, username or DAO name) and name, matched case-insensitively. */
export async function getRepository(
  api: string,
  owner: string,
  name: string,
  options?: ListOptions,
): Promise<Repository> {
  const path = repositoryPath(owner, name)
  return toRepository((await getGitopia(api, path, repositoryResponse, options)).Repository)
}

/** The repositories of a user or DAO, ordered by lower-cased name. */
export function listOwnerRepositories(
  api: string,
  owner: string,
  options?: ListOptions,
): Promise<Page<Repository>> {
  const path = gitopiaPath('user', owner, 'repository')
  return emptyForAddressWithoutUser(owner, async () =>
    mapItems(await getGitopiaPage(api, path, 'Repository', repositoryWire, options), toRepository),
  )
}

const forkWire = z.object({
  id: u64,
  name: z.string(),
  owner: z.object({ id: z.string(), type: ownerType }),
  description: text,
  parent: u64,
  forksCount: count,
  issuesCount: count,
  pullsCount: count,
})
export interface RepositoryFork {
  readonly id: string
  readonly name: string
  readonly ownerAddress: string
  readonly ownerType: 'USER' | 'DAO'
  readonly description: string
  readonly forksCount: number
}

export async function listForks(
  api: string,
  owner: string,
  name: string,
  options?: ListOptions,
): Promise<Page<RepositoryFork>> {
  const path = forksPath(owner, name)
  const page = await getGitopiaPage(api, path, 'forks', forkWire, options)
  return mapItems(page, fork => ({
    id: fork.id,
    name: fork.name,
    ownerAddress: fork.owner.id,
    ownerType: fork.owner.type,
    description: fork.description,
    forksCount: fork.forksCount,
  }))
}

/** Every repository on the chain, in id order (use `reverse` for the newest first). */
export async function listRepositories(
  api: string,
  options?: ListOptions,
): Promise<Page<Repository>> {
  const page = await getGitopiaPage(
    api,
    gitopiaPath('repository'),
    'Repository',
    repositoryWire,
    options,
  )
  return mapItems(page, toRepository)
}
