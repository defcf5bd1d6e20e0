import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { fileQuery } from '../api/content.ts'
import { useStorageSession } from '../api/storage-provider.ts'
import { useBrowseTarget } from '../model/browse-context.ts'
import { imageTypeOf } from '../model/file-kind.ts'

const SVG = 'image/svg+xml'

/** An SVG as a `data:` URL: never a `blob:` document on the app's origin. */
export function svgDataUrl(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${SVG};base64,${btoa(binary)}`
}

/**
 * A URL to show bytes in an <img>: an object URL revoked when they change or the component goes;
 * for SVG a `data:` URL instead, because "open image in new tab" would turn a `blob:` URL into
 * a document of the app's own origin where the SVG's scripts run (a `data:` URL opens nowhere).
 */
export function useObjectUrl(bytes: Uint8Array | null | undefined, type: string): string | null {
  const url = useMemo(() => {
    if (!bytes) return null
    return type === SVG
      ? svgDataUrl(bytes)
      : URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  }, [bytes, type])
  useEffect(
    () => () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url)
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
