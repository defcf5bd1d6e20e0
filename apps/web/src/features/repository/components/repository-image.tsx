import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { fileQuery } from '../api/content.ts'
import { useStorageSession } from '../api/storage-provider.ts'
import { useBrowseTarget } from '../model/browse-context.ts'
import { imageTypeOf } from '../model/file-kind.ts'

/** Object URL for bytes, revoked when they change or the component goes. */
export function useObjectUrl(bytes: Uint8Array | null | undefined, type: string): string | null {
  const url = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes as BlobPart], { type })) : null),
    [bytes, type],
  )
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}

/**
 * An image stored in the repository, at the ref being browsed. Loaded through the content API
 * (works for branches, tags and commits, and with any provider) and shown as a blob: URL in an
 * <img>, where an SVG's scripts cannot run.
 */
export function RepositoryImage({ path, alt }: { path: string; alt: string }) {
  const target = useBrowseTarget()
  const session = useStorageSession()
  const type = imageTypeOf(path)
  const file = useQuery({
    ...fileQuery(session, target.repositoryId, target.ref.sha, path),
    enabled: type !== null,
  })
  const url = useObjectUrl(file.data?.bytes, type ?? 'application/octet-stream')
  if (!type || file.isError || file.data === null) {
    return <span className="text-fg-muted">[{alt || path}]</span>
  }
  return url ? (
    <img src={url} alt={alt} className="inline max-w-full" />
  ) : (
    <span className="inline-block h-4 w-4" aria-busy="true" />
  )
}
