import { paths } from '@/config/paths.ts'

export type RepositoryTabId = 'code' | 'issues' | 'pulls' | 'releases' | 'storage' | 'settings'

export interface RepositoryTab {
  readonly id: RepositoryTabId
  readonly label: string
  readonly href: (owner: string, name: string) => string
  /** First URL segments after `/{owner}/{repo}` that belong to this tab. */
  readonly segments: readonly string[]
}

/** The tabs of a repository page, in order. Pages plug in under these segments. */
export const repositoryTabs: readonly RepositoryTab[] = [
  {
    id: 'code',
    label: 'Code',
    href: paths.repository.href,
    segments: ['', 'tree', 'blob', 'commits', 'commit', 'branches', 'tags'],
  },
  { id: 'issues', label: 'Issues', href: paths.repositoryIssues.href, segments: ['issues'] },
  {
    id: 'pulls',
    label: 'Pull requests',
    href: paths.repositoryPulls.href,
    segments: ['pulls', 'compare'],
  },
  {
    id: 'releases',
    label: 'Releases',
    href: paths.repositoryReleases.href,
    segments: ['releases'],
  },
  { id: 'storage', label: 'Storage', href: paths.repositoryStorage.href, segments: ['storage'] },
  {
    id: 'settings',
    label: 'Settings',
    href: paths.repositorySettings.href,
    segments: ['settings'],
  },
]

/** The tab a path under the repository belongs to (`rest` = what follows `/{owner}/{repo}`). */
export function activeTab(rest: string): RepositoryTabId {
  const first = rest.replace(/^\/+/, '').split('/')[0] ?? ''
  return repositoryTabs.find(tab => tab.segments.includes(first))?.id ?? 'code'
}
