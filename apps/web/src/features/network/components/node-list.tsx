import type { EndpointStatus, NodePoolSnapshot } from '@gitopia-client/chain/nodes'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { nodePool } from '../model/node-pool.ts'
import { ProviderRow } from './provider-row.tsx'

function describe(status: EndpointStatus | undefined): string {
  if (!status || status.healthy === null) return 'Not checked yet'
  if (!status.healthy) return status.problem ?? 'Not working'
  const ms = status.latencyMs
  return ms === null || !Number.isFinite(ms) ? 'Working' : `Working · ${Math.round(ms)} ms`
}

function EndpointCell({ label, status }: { label: string; status: EndpointStatus | undefined }) {
  const tone =
    status?.healthy === true
      ? 'text-green-700 dark:text-green-400'
      : status?.healthy === false
        ? 'text-danger'
        : 'text-fg-muted'
  return (
    <div className="min-w-0 text-sm">
      <span className="font-medium">{label}</span>{' '}
      <span className={tone} data-testid={`${label.toLowerCase()}-status`}>
        {describe(status)}
      </span>
      <div className="truncate font-mono text-xs text-fg-muted">{status?.url}</div>
    </div>
  )
}

/** Every chain node provider with its REST and RPC status, latency and whether it is in use. */
export function NodeList({ snapshot }: { snapshot: NodePoolSnapshot }) {
  const byUrl = new Map(snapshot.endpoints.map(e => [e.url, e]))
  const use = (name: string) => {
    nodePool().select(name)
    notify('info', `Using ${name}`, { description: 'Kept until you change it.' })
  }
  return (
    <ul className="divide-y divide-border rounded-md border border-border" aria-label="Chain nodes">
      {snapshot.providers.map(provider => {
        const rest = snapshot.rest === provider.apiEndpoint
        const rpc = snapshot.rpc === provider.rpcEndpoint
        // REST and RPC are chosen independently, so they may come from two providers.
        const inUse = rest && rpc ? 'In use' : rest ? 'REST in use' : rpc ? 'RPC in use' : null
        return (
          <ProviderRow key={provider.name} name={provider.name} inUse={inUse}>
            <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-2">
              <EndpointCell label="REST" status={byUrl.get(provider.apiEndpoint)} />
              <EndpointCell label="RPC" status={byUrl.get(provider.rpcEndpoint)} />
            </div>
            <Button
              onClick={() => use(provider.name)}
              disabled={
                snapshot.manual &&
                snapshot.rest === provider.apiEndpoint &&
                snapshot.rpc === provider.rpcEndpoint
              }
            >
              Use this node
            </Button>
          </ProviderRow>
        )
      })}
    </ul>
  )
}
