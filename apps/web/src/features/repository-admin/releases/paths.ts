import { paths } from '@/config/paths.ts'

const base = (owner: string, name: string) => paths.repositoryReleases.href(owner, name)

/** Release pages under `/{owner}/{repo}/releases`; tags are one encoded segment. */
export const releasePaths = {
  list: base,
  latest: (owner: string, name: string) => `${base(owner, name)}/latest`,
  create: (owner: string, name: string, tag?: string) =>
    `${base(owner, name)}/new${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`,
  tag: (owner: string, name: string, tag: string) =>
    `${base(owner, name)}/tag/${encodeURIComponent(tag)}`,
  edit: (owner: string, name: string, tag: string) =>
    `${base(owner, name)}/edit/${encodeURIComponent(tag)}`,
}
