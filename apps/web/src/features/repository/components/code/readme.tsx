import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { fileQuery } from '../../api/content.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { isMarkdownPath } from '../../model/file-kind.ts'
import { fileText } from '../../model/file-text.ts'
import { ContentError } from '../content-error.tsx'
import { loadMarkdownRenderer } from '../markdown/markdown-renderer.ts'
import { RepositoryMarkdown } from '../markdown/repository-markdown.tsx'

/** The README of a folder, rendered below its listing. */
export function Readme({ path, name }: { path: string; name: string }) {
  const { repositoryId, ref } = useBrowseTarget()
  const session = useStorageSession()
  const file = useQuery(fileQuery(session, repositoryId, ref.sha, path))
  const markdown = isMarkdownPath(path)
  // The renderer loads beside the README's bytes, not after them (a folder's README is known
  // once its listing is in; the home page's loader starts it earlier).
  useEffect(() => {
    if (markdown) loadMarkdownRenderer().catch(() => undefined)
  }, [markdown])
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
  return (
    <section aria-label="README" className="rounded-md border border-border">
      <h2 className="border-b border-border px-4 py-2 text-sm font-semibold">{name}</h2>
      <div className="p-6">
        {file.isError ? (
          <ContentError error={file.error} retry={() => void file.refetch()} />
        ) : !file.data?.bytes ? (
          <p className="text-fg-muted" aria-busy={file.isPending}>
            {file.isPending ? 'Loading README…' : 'The README is too large to show.'}
          </p>
        ) : markdown ? (
          <RepositoryMarkdown source={fileText(file.data.bytes)} dir={dir} />
        ) : (
          <pre className="font-mono text-sm whitespace-pre-wrap">{fileText(file.data.bytes)}</pre>
        )}
      </div>
    </section>
  )
}
