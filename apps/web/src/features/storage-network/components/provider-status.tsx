import type { NetworkProvider } from '@gitopia-client/chain/storage'
import { TimeAgo } from '@/ui/time-ago.tsx'

/** Active, jailed (until when) or not bonded. */
export function ProviderStatus({ provider }: { provider: NetworkProvider }) {
  if (provider.jailed) {
    return (
      <span className="rounded-full bg-danger px-2 py-0.5 text-xs text-white">
        Jailed
        {provider.jailUntil && (
          <>
            {' '}
            until <TimeAgo date={provider.jailUntil} />
          </>
        )}
      </span>
    )
  }
  if (!provider.bonded) {
    return <span className="rounded-full border border-border px-2 py-0.5 text-xs">Not bonded</span>
  }
  return <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs text-white">Active</span>
}
