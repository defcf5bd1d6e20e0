import { notify } from '@/ui/toast/index.ts'
import { useNetworkName } from '../api/get-node-info.ts'
import { NetworkName } from './network-name.tsx'

/** Header badge with the network name; clicking copies the chain id. */
export function NetworkBadge() {
  const { data } = useNetworkName()
  const copy = async () => {
    if (!data) return
    try {
      await navigator.clipboard.writeText(data.name)
      notify('info', 'Chain id copied', { description: data.name })
    } catch {
      notify('error', 'Could not copy the chain id')
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      title="Copy the chain id"
      className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs text-fg-muted hover:text-fg"
    >
      <span className="size-2 rounded-full bg-green-500" aria-hidden="true" />
      <NetworkName />
    </button>
  )
}
