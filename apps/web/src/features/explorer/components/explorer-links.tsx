import { mainnetExplorers } from '@gitopia-client/chain'
import { useAppConfig } from '@/config/app-config.ts'

/** On mainnet, the same tx or account on the public explorers the chain registry lists. */
export function ExplorerLinks({ kind, id }: { kind: 'tx' | 'account'; id: string }) {
  const { network } = useAppConfig()
  if (network.id !== 'mainnet') return null
  const explorers = mainnetExplorers()
  if (explorers.length === 0) return null
  return (
    <p className="text-sm text-fg-muted">
      Also on{' '}
      {explorers.map((explorer, index) => (
        <span key={explorer.name}>
          {index > 0 && ', '}
          <a
            className="text-accent"
            href={kind === 'tx' ? explorer.txUrl(id) : explorer.accountUrl(id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {explorer.name}
          </a>
        </span>
      ))}
    </p>
  )
}
