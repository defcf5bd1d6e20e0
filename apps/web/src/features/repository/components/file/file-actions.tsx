import { rawFileUrl, type FileContent } from '@gitopia-client/chain/storage'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths.ts'
import { notify } from '@/ui/toast/index.ts'
import { fileQuery } from '../../api/content.ts'
import { useStorageProvider, useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { openAsText, saveBytes } from './download.ts'

const buttonClass =
  'rounded-md border border-border px-3 py-1 text-sm hover:bg-canvas-subtle disabled:opacity-50'

/** Raw, Download, Copy permalink, History and Blame for the file being viewed. */
export function FileActions({ file }: { file: FileContent }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const provider = useStorageProvider()
  const session = useStorageSession()
  const queryClient = useQueryClient()
  const { hash } = useLocation()
  const [busy, setBusy] = useState(false)

  const fullBytes = async (): Promise<Uint8Array | null> => {
    if (file.bytes) return file.bytes
    const full = await queryClient.fetchQuery(
      fileQuery(session, repositoryId, ref.sha, file.path, true),
    )
    return full?.bytes ?? null
  }
  const withBytes = (consume: (bytes: Uint8Array) => void) => async () => {
    setBusy(true)
    try {
      const bytes = await fullBytes()
      if (bytes) consume(bytes)
    } catch (error) {
      notify('error', `The file could not be downloaded: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  const permalink = `${window.location.origin}${paths.repositoryBlob.href(owner, repo, ref.sha, file.path)}${hash}`

  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* The provider's raw route serves an LFS file's pointer, not its content. */}
      {ref.kind === 'branch' && provider && !file.lfs ? (
        <a
          className={buttonClass}
          href={rawFileUrl(provider.apiUrl, owner, repo, ref.name, file.path)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Raw
        </a>
      ) : (
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={withBytes(openAsText)}
        >
          Raw
        </button>
      )}
      <button
        type="button"
        className={buttonClass}
        disabled={busy}
        onClick={withBytes(bytes => saveBytes(bytes, file.name))}
      >
        Download
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          void navigator.clipboard.writeText(permalink).then(
            () => notify('info', 'Link copied'),
            () => notify('error', 'The link could not be copied'),
          )
        }}
        title="Copy a link to this file (and the selected lines) at this commit"
      >
        Copy link
      </button>
      <Link
        className={buttonClass}
        to={paths.repositoryCommits.href(owner, repo, ref.name, file.path)}
      >
        History
      </Link>
      <Link
        className={buttonClass}
        to={paths.repositoryBlame.href(owner, repo, ref.name, file.path)}
        title="Who last changed each line"
      >
        Blame
      </Link>
    </div>
  )
}
