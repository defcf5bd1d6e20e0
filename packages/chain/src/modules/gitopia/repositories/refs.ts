import * as z from 'zod/mini'
import { pageResponse, toPage, type Page } from '../paging.ts'
import {
  getGitopia,
  getGitopiaPage,
  gitopiaPath,
  refPath,
  refsPath,
  type ListOptions,
} from '../request.ts'
import { flag, list, u64, unixTime } from '../wire.ts'

const refWire = z.object({
  name: z.string(),
  sha: z.string(),
  allowForcePush: flag,
  createdAt: unixTime,
  updatedAt: unixTime,
})

export interface GitRef {
  readonly name: string
  readonly sha: string
  readonly updatedAt: Date | null
  /** Whether pushes may rewrite the branch (the storage provider refuses non-fast-forwards if not). */
  readonly allowForcePush: boolean
}

export type RefKind = 'branch' | 'tag'

const toRef = (wire: z.output<typeof refWire>): GitRef => ({
  name: wire.name,
  sha: wire.sha,
  updatedAt: wire.updatedAt,
  allowForcePush: wire.allowForcePush,
})

const lists = {
  branch: z.object({ Branch: list(refWire), pagination: pageResponse }),
  tag: z.object({ Tag: list(refWire), pagination: pageResponse }),
}

/** Branches or tags of a repository, ordered by name, paged. */
export async function listRefs(
  api: string,
  kind: RefKind,
  owner: string,
  repository: string,
  options?: ListOptions,
): Promise<Page<GitRef>> {
  const path = refsPath(owner, repository, kind)
  if (kind === 'branch') {
    const body = await getGitopia(api, path, lists.branch, options)
    return toPage(body.Branch.map(toRef), body.pagination, options?.page)
  }
  const body = await getGitopia(api, path, lists.tag, options)
  return toPage(body.Tag.map(toRef), body.pagination, options?.page)
}

/** One branch or tag; names may contain slashes (`feature/login`), which are encoded. */
export async function getRef(
  api: string,
  kind: RefKind,
  owner: string,
  repository: string,
  name: string,
  options?: ListOptions,
): Promise<GitRef> {
  const path = refPath(owner, repository, kind, name)
  if (kind === 'branch') {
    const body = await getGitopia(api, path, z.object({ Branch: refWire }), options)
    return toRef(body.Branch)
  }
  return toRef((await getGitopia(api, path, z.object({ Tag: refWire }), options)).Tag)
}

/** A branch of some repository, as the chain-wide branch list gives it. */
export interface RepositoryBranch {
  readonly repositoryId: string
  readonly name: string
  /** The last push to it: the chain keeps only the latest. */
  readonly updatedAt: Date | null
}

const branchOfWire = z.object({
  repositoryId: u64,
  name: z.string(),
  updatedAt: unixTime,
})

/** Every branch of every repository, ordered by repository id and name. */
export function listAllBranches(
  api: string,
  options?: ListOptions,
): Promise<Page<RepositoryBranch>> {
  return getGitopiaPage(api, gitopiaPath('branch'), 'Branch', branchOfWire, options)
}
