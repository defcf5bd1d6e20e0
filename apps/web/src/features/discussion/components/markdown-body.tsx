import { paths } from '@/config/paths.ts'
import { MarkdownDocument, useRepository } from '@/features/repository/index.ts'
import { ReferencedText } from './referenced-text.tsx'

/**
 * Untrusted Markdown of a discussion (descriptions, comments) through the repository's sanitized
 * renderer; relative links point into the repository at its default branch.
 */
export function MarkdownBody({ source }: { source: string }) {
  const { owner, name, repository } = useRepository()
  const branch = repository.defaultBranch || 'master'
  const scope = { owner, name, repositoryId: repository.id, defaultBranch: branch }
  if (source.trim() === '') {
    return <p className="text-sm text-fg-muted italic">No description provided.</p>
  }
  return (
    <MarkdownDocument
      fallback={
        <pre className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{source}</pre>
      }
      source={source}
      dir=""
      renderText={text => <ReferencedText text={text} scope={scope} />}
      hrefFor={(path, hash) =>
        `${path === '' ? paths.repositoryTree.href(owner, name, branch) : paths.repositoryBlob.href(owner, name, branch, path)}${hash}`
      }
    />
  )
}
