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
          <li key={`kept-${asset.name}`} className="flex items-center gap-3 text-sm">
            <span className="min-w-0 flex-1 break-all">{asset.name}</span>
            <span className="text-fg-muted">{formatBytes(Number(asset.size))}</span>
            <Button
              aria-label={`Remove ${asset.name}`}
              onClick={() => onKept(kept.filter(k => k.name !== asset.name))}
            >
              Remove
            </Button>
          </li>
        ))}
        {assets.map(asset => (
          <li key={asset.key} className="flex items-center gap-3 text-sm" data-testid="new-asset">
            <span className="min-w-0 flex-1 break-all">{asset.name}</span>
            <span className="text-fg-muted">{formatBytes(asset.file.size)}</span>
            <span
              className={asset.state.step === 'failed' ? 'text-danger' : 'text-fg-muted'}
              aria-live="polite"
            >
              {progressText(asset)}
            </span>
            <Button
              aria-label={`Remove ${asset.name}`}
              onClick={() => onAssets(assets.filter(a => a.key !== asset.key))}
            >
              Remove
            </Button>
          </li>
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
