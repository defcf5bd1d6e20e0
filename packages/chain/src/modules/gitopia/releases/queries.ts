import * as z from 'zod/mini'
import type { Page } from '../paging.ts'
import { getGitopia, getGitopiaPage, gitopiaPath, type ListOptions } from '../request.ts'
import { flag, list, text, u64, unixTime } from '../wire.ts'

const releaseWire = z.object({
  id: u64,
  creator: z.string(),
  repositoryId: u64,
  tagName: z.string(),
  target: text,
  name: text,
  description: text,
  attachments: list(
    z.object({ name: z.string(), size: u64, sha: z.string(), uploader: z.string() }),
  ),
  draft: flag,
  preRelease: flag,
  isTag: flag,
  createdAt: unixTime,
  updatedAt: unixTime,
  publishedAt: unixTime,
})
export type Release = z.output<typeof releaseWire>

export function listReleases(
  api: string,
  owner: string,
  repository: string,
  options?: ListOptions,
): Promise<Page<Release>> {
  const path = gitopiaPath(owner, 'repository', repository, 'releases')
  return getGitopiaPage(api, path, 'Release', releaseWire, options)
}

/** The latest release as people mean it: the newest that is neither a draft nor a pre-release. */
export function latestRelease(newestFirst: readonly Release[]): Release | undefined {
  return newestFirst.find(release => !release.draft && !release.preRelease)
}

/**
 * The latest release (see `latestRelease`) among the newest `scan` releases; null when there is
 * none. The chain's own `releases/latest` is just the last one created, pre-release or not.
 */
export async function findLatestRelease(
  api: string,
  owner: string,
  repository: string,
  options?: ListOptions & { readonly scan?: number },
): Promise<Release | null> {
  const page = await listReleases(api, owner, repository, {
    ...options,
    page: { limit: options?.scan ?? 20, reverse: true },
  })
  return latestRelease(page.items) ?? null
}

/** The most recently created release (not the highest tag). */
export async function getLatestRelease(
  api: string,
  owner: string,
  repository: string,
  options?: ListOptions,
): Promise<Release> {
  const path = gitopiaPath(owner, 'repository', repository, 'releases', 'latest')
  return (await getGitopia(api, path, z.object({ Release: releaseWire }), options)).Release
}

export async function getReleaseByTag(
  api: string,
  owner: string,
  repository: string,
  tag: string,
  options?: ListOptions,
): Promise<Release> {
  const path = gitopiaPath(owner, 'repository', repository, 'releases', 'tag', tag)
  return (await getGitopia(api, path, z.object({ Release: releaseWire }), options)).Release
}

/** Every release on the chain, in id order (`reverse` for the newest first). */
export function listAllReleases(api: string, options?: ListOptions): Promise<Page<Release>> {
  return getGitopiaPage(api, gitopiaPath('release'), 'Release', releaseWire, options)
}
