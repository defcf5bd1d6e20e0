import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useNodePool } from '../model/node-pool.ts'
import { NetworkName } from './network-name.tsx'

const DOT = { starting: 'bg-yellow-500', ready: 'bg-green-500', unreachable: 'bg-red-500' }

/** Header badge: the network and the node in use; opens the network page. */
export function NetworkBadge() {
  const { phase, rest, providers } = useNodePool()
  const node = providers.find(p => p.apiEndpoint === rest)?.name
  const state =
    phase === 'unreachable' ? 'no node reachable' : phase === 'starting' ? 'choosing a node' : node
  return (
    <Link
      to={paths.networkSettings.href()}
      title="Network and node settings"
      className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs text-fg-muted hover:text-fg"
    >
      <span className={`size-2 rounded-full ${DOT[phase]}`} aria-hidden="true" />
      <NetworkName />
      {state && (
        // The node's name waits for a wide screen (the header's search needs the room); an
        // outage also shows in the banner under the header and in the dot's colour.
        <span className="hidden 2xl:inline" data-testid="node-in-use">
          · {state}
        </span>
      )}
    </Link>
  )
}
