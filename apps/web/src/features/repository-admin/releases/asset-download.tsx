import { downloadReleaseAsset } from '@gitopia-client/chain/storage'
import { useState } from 'react'
import { useRepository, useStorageSession } from '@/features/repository/index.ts'

/** Hands a checked file to the browser's download (the bytes never came from a provider link). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * A release attachment's download: fetched through the app from the storage provider, its size
 * and SHA-256 checked against the chain before it is saved; a provider serving other bytes is set
 * aside and the next one is tried. A link straight to the provider would save whatever it sent.
 */
export function AssetDownload({
  tag,
  asset,
}: {
  tag: string
  asset: { readonly name: string; readonly size: string | number; readonly sha: string }
}) {
  const { repository } = useRepository()
  const session = useStorageSession()
  const [state, setState] = useState<
    { step: 'idle' } | { step: 'loading'; done: number } | { step: 'failed'; message: string }
  >({ step: 'idle' })
  const download = async () => {
    setState({ step: 'loading', done: 0 })
    try {
      const blob = await session.run(provider =>
        downloadReleaseAsset(
          provider.apiUrl,
          {
            owner: repository.ownerAddress,
            repository: repository.name,
            tag,
            name: asset.name,
            sha256: asset.sha,
            size: Number(asset.size),
          },
          { onProgress: done => setState({ step: 'loading', done }) },
        ),
      )
      save(blob, asset.name)
      setState({ step: 'idle' })
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  const size = Number(asset.size)
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <button
        type="button"
        onClick={() => void download()}
        disabled={state.step === 'loading'}
        className="self-start text-left font-semibold break-all text-accent hover:underline disabled:opacity-60"
      >
        {asset.name}
      </button>
      {state.step === 'loading' && (
        <span className="text-xs text-fg-muted" role="status">
          Downloading and checking… {size > 0 ? Math.floor((state.done / size) * 100) : 0}%
        </span>
      )}
      {state.step === 'failed' && (
        <span className="text-xs text-danger" role="alert">
          {state.message}
        </span>
      )}
    </span>
  )
}
