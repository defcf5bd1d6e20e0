import type { ReleaseAttachment } from '@gitopia-client/chain/gitopia'
import { useRef, useState } from 'react'
import { formatBytes } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import type { NewAsset } from './publish.ts'

function progressText(asset: NewAsset): string {
  const { state } = asset
  const percent = (done: number) =>
    asset.file.size === 0 ? 100 : Math.min(100, Math.floor((done / asset.file.size) * 100))
  switch (state.step) {
    case 'ready':
      return 'Ready to upload'
    case 'hashing':
      return `Checksumming ${percent(state.done)}%`
    case 'signing':
      return 'Authorizing the upload in your wallet…'
    case 'uploading':
      return `Uploading ${percent(state.done)}%`
    case 'uploaded':
      return 'Uploaded'
    case 'failed':
      return state.message
  }
}

/** One attached file: its name, size, upload progress and a Remove button. */
function AssetRow({
  name,
  bytes,
  onRemove,
  upload,
}: {
  name: string
  bytes: number
  onRemove: () => void
  /** A file picked now, with its upload progress; absent for a file the release already has. */
  upload?: NewAsset
}) {
  return (
    <li className="flex items-center gap-3 text-sm" data-testid={upload ? 'new-asset' : undefined}>
      <span className="min-w-0 flex-1 break-all">{name}</span>
      <span className="text-fg-muted">{formatBytes(bytes)}</span>
      {upload && (
        <span
          className={upload.state.step === 'failed' ? 'text-danger' : 'text-fg-muted'}
          aria-live="polite"
        >
          {progressText(upload)}
        </span>
      )}
      <Button aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </li>
  )
}

let counter = 0

/** Files to attach (picked or dropped) and the existing ones an edit keeps or removes. */
export function AssetPicker({
  assets,
  onAssets,
  kept,
  onKept,
  disabled,
}: {
  assets: readonly NewAsset[]
  onAssets: (next: NewAsset[]) => void
  kept: readonly ReleaseAttachment[]
  onKept: (next: ReleaseAttachment[]) => void
  disabled: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const add = (files: FileList | null) => {
    if (!files) return
    const added = [...files].map(file => ({
      key: `asset-${++counter}`,
      file,
      name: file.name,
      state: { step: 'ready' } as const,
    }))
    onAssets([...assets, ...added])
  }
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-semibold">Assets</legend>
      <ul className="flex flex-col gap-1" aria-label="Attached files">
        {kept.map(asset => (
          <AssetRow
            key={`kept-${asset.name}`}
            name={asset.name}
            bytes={Number(asset.size)}
            onRemove={() => onKept(kept.filter(k => k.name !== asset.name))}
          />
        ))}
        {assets.map(asset => (
          <AssetRow
            key={asset.key}
            name={asset.name}
            bytes={asset.file.size}
            onRemove={() => onAssets(assets.filter(a => a.key !== asset.key))}
            upload={asset}
          />
        ))}
      </ul>
      <div
        onDragOver={event => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={event => {
          event.preventDefault()
          setOver(false)
          if (!disabled) add(event.dataTransfer.files)
        }}
        className={`flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-sm ${
          over ? 'border-accent bg-canvas-subtle' : 'border-border'
        }`}
      >
        <p className="text-fg-muted">Drop files here, or</p>
        <Button onClick={() => input.current?.click()}>Choose files</Button>
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          aria-label="Attach files"
          onChange={event => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <p className="text-xs text-fg-muted">Up to 2 GiB each, stored by the storage provider.</p>
      </div>
    </fieldset>
  )
}
