import type { FileContent } from '@gitopia-client/chain/storage'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { preload, useLoaded } from '@/lib/lazy-routes.ts'
import { Button } from '@/ui/button.tsx'
import { SegmentedChoice } from '@/ui/segmented-choice.tsx'
import { paths } from '@/config/paths.ts'
import { fileQuery } from '../../api/content.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import {
  formatBytes,
  groupDigits,
  imageTypeOf,
  isBinary,
  isMarkdownPath,
} from '../../model/file-kind.ts'
import { fileText } from '../../model/file-text.ts'
import { ContentError } from '../content-error.tsx'
import { loadMarkdownRenderer } from '../markdown/markdown-renderer.ts'
import { useObjectUrl } from '../repository-image.tsx'
import { FileActions } from './file-actions.tsx'
import { TextFile } from './text-file.tsx'

/** One file at the browsed ref: code, an image, rendered Markdown, or a download for the rest. */
export function FileView({ path, toolbar }: { path: string; toolbar: ReactNode }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const session = useStorageSession()
  // Files over the provider's 1 MB inline limit load only when asked for.
  const [full, setFull] = useState(false)
  const file = useQuery(fileQuery(session, repositoryId, ref.sha, path, full))
  // A Markdown file's renderer loads beside its bytes, not after them, as a README's does.
  const markdown = isMarkdownPath(path)
  useEffect(() => {
    if (!markdown) return
    loadMarkdownRenderer().catch(() => undefined)
    preload(loadRepositoryMarkdown).catch(() => undefined)
  }, [markdown])

  if (file.data === null) {
    // A folder: the tree view shows it.
    return <Navigate replace to={paths.repositoryTree.href(owner, repo, ref.name, path)} />
  }
  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      {file.isError ? (
        <ContentError error={file.error} retry={() => void file.refetch()} />
      ) : !file.data ? (
        <div
          aria-busy="true"
          className="h-60 animate-pulse rounded-md border border-border bg-canvas-subtle"
        />
      ) : (
        <section aria-label={`File ${file.data.name}`} className="rounded-md border border-border">
          <FileBody file={file.data} loadFull={() => setFull(true)} />
        </section>
      )}
    </div>
  )
}

/** Text files up to this size can be shown on request; bigger ones are download-only. */
const SHOW_ANYWAY_LIMIT = 20 * 1024 * 1024

function FileBody({ file, loadFull }: { file: FileContent; loadFull: () => void }) {
  const bytes = file.bytes
  const imageType = imageTypeOf(file.path)
  const binary = useMemo(() => (bytes ? isBinary(bytes) : false), [bytes])
  const lineCount = useMemo(
    () => (bytes && !binary && !imageType ? countLines(bytes) : null),
    [bytes, binary, imageType],
  )
  const markdown = isMarkdownPath(file.path) && bytes !== null && !binary
  const [view, setView] = useState<'preview' | 'source'>('preview')

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-canvas-subtle px-3 py-2 text-sm">
      <span className="text-fg-muted">
        {lineCount !== null && `${groupDigits(lineCount)} lines · `}
        {formatBytes(file.sizeBytes)}
        {file.lfs && ' · Stored with Git LFS'}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {markdown && (
          <SegmentedChoice
            label="Markdown view"
            options={{ preview: 'Preview', source: 'Code' }}
            value={view}
            onChange={setView}
          />
        )}
        <FileActions file={file} />
      </div>
    </div>
  )

  let body: ReactNode
  if (bytes === null) {
    body = (
      <div className="flex flex-col items-center gap-3 p-8 text-fg-muted">
        <p>
          This file is {formatBytes(file.sizeBytes)}, too large to show here. Download it instead.
        </p>
        {!imageType && file.sizeBytes <= SHOW_ANYWAY_LIMIT && (
          <Button onClick={loadFull}>Show it anyway</Button>
        )}
      </div>
    )
  } else if (imageType) {
    body = <ImagePreview bytes={bytes} type={imageType} name={file.name} />
  } else if (binary) {
    body = <Notice>Binary file not shown. Download it to open it.</Notice>
  } else if (markdown && view === 'preview') {
    const dir = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : ''
    body = (
      <div className="p-6">
        <MarkdownPreview source={fileText(bytes)} dir={dir} />
      </div>
    )
  } else {
    body = <TextFile file={file} bytes={bytes} />
  }
  return (
    <>
      {header}
      {body}
    </>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="p-8 text-center text-fg-muted">{children}</p>
}

function ImagePreview({ bytes, type, name }: { bytes: Uint8Array; type: string; name: string }) {
  const url = useObjectUrl(bytes, type)
  return (
    <div className="flex justify-center bg-canvas-subtle p-6">
      {url && (
        <img src={url} alt={name} className="max-w-full" style={{ imageRendering: 'auto' }} />
      )}
    </div>
  )
}

function countLines(bytes: Uint8Array): number {
  let lines = 0
  for (const byte of bytes) if (byte === 10) lines++
  return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? lines + 1 : lines
}

const loadRepositoryMarkdown = async () =>
  (await import('../markdown/repository-markdown.tsx')).showRepositoryMarkdown

/**
 * A Markdown file's preview. Its document code loads only when a Markdown file is shown: the
 * view of a code file does not carry it (0.9 kB gzip).
 */
function MarkdownPreview({ source, dir }: { source: string; dir: string }) {
  const showRepositoryMarkdown = useLoaded(loadRepositoryMarkdown)
  return showRepositoryMarkdown ? (
    showRepositoryMarkdown(source, dir)
  ) : (
    // As the document shows the text until its renderer is in.
    <pre className="text-sm whitespace-pre-wrap">{source}</pre>
  )
}
