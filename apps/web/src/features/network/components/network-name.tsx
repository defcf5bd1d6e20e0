import { useNetworkName } from '../api/get-node-info.ts'

/** The chain's network name as the node reports it (or the default when it cannot be asked). */
export function NetworkName() {
  const { data } = useNetworkName()
  if (!data) return <span className="text-fg-muted">…</span>
  return (
    <span
      data-testid="network-name"
      title={
        data.isFallback ? 'The node could not be reached; showing the default network' : undefined
      }
    >
      {data.name}
    </span>
  )
}
