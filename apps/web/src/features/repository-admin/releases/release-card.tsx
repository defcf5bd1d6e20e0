import type { Release } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { MarkdownBody } from '@/features/discussion/index.ts'
import { formatBytes, TimeAgo, useRepository } from '@/features/repository/index.ts'
import { AssetDownload } from './asset-download.tsx'
import { releasePaths } from './paths.ts'

function Badge({ children, tone }: { children: string; tone: 'green' | 'amber' | 'muted' }) {
  const tones = {
    green: 'border-green-600 text-green-700 dark:text-green-400',
    amber: 'border-amber-600 text-amber-700 dark:text-amber-400',
    muted: 'border-border text-fg-muted',
  }
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  )
}

/** One release: title, badges, notes, assets with download links, and its actions. */
export function ReleaseCard({
  release,
  latest,
  actions,
  headingLevel = 2,
}: {
  release: Release
  latest: boolean
  actions?: React.ReactNode
  headingLevel?: 1 | 2
}) {
  const { owner, repository } = useRepository()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const href = releasePaths.tag(owner, repository.name, release.tagName)
  return (
    <article
      className="flex flex-col gap-3 rounded-md border border-border p-4"
      aria-label={release.name || release.tagName}
      data-testid="release"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Heading className="text-xl font-semibold break-words">
          <Link to={href} className="hover:text-accent hover:underline">
            {release.name || release.tagName}
          </Link>
        </Heading>
        {latest && <Badge tone="green">Latest</Badge>}
        {release.preRelease && <Badge tone="amber">Pre-release</Badge>}
        {release.draft && <Badge tone="muted">Draft</Badge>}
        <span className="ml-auto flex gap-2">{actions}</span>
      </header>
      <p className="flex flex-wrap gap-x-3 text-sm text-fg-muted">
        <Link
          to={paths.repositoryTree.href(owner, repository.name, release.tagName)}
          className="font-mono hover:text-accent"
          aria-label={`Tag ${release.tagName}`}
        >
          {release.tagName}
        </Link>
        {release.draft ? (
          <span>Not published</span>
        ) : (
          <span>
            Published <TimeAgo date={release.publishedAt ?? release.createdAt} />
          </span>
        )}
      </p>
      {release.description.trim() !== '' && (
        <div className="markdown-body">
          <MarkdownBody source={release.description} />
        </div>
      )}
      <section aria-label="Assets" className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Assets ({release.attachments.length})</h3>
        {release.attachments.length > 0 && (
          <ul className="rounded-md border border-border">
            {release.attachments.map(asset => (
              <li
                key={asset.name}
                className="flex items-center gap-3 border-b border-border px-3 py-2 text-sm last:border-b-0"
              >
                <AssetDownload tag={release.tagName} asset={asset} />
                <span className="text-fg-muted">{formatBytes(Number(asset.size))}</span>
                <code
                  className="hidden text-xs text-fg-muted sm:inline"
                  title={`SHA-256 ${asset.sha}`}
                >
                  {asset.sha.slice(0, 12)}
                </code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
