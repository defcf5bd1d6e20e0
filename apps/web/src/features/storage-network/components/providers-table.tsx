import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import type { ProviderRow } from '../api/network.ts'
import { formatCoins, formatRatio } from '../model/format.ts'
import { ProviderStatus } from './provider-status.tsx'

/** Providers with what decides whether they can be trusted with data. */
export function ProvidersTable({ rows, label }: { rows: readonly ProviderRow[]; label: string }) {
  if (rows.length === 0) return <p className="text-fg-muted">None.</p>
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="text-fg-muted">
          <tr>
            <th className="p-2">Provider</th>
            <th className="p-2">Status</th>
            <th className="p-2">Stake</th>
            <th className="p-2">Liveness</th>
            <th className="p-2">Challenges passed</th>
            <th className="p-2">Rewards</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ provider, stake, liveness, rewards }) => (
            <tr key={provider.address} className="border-t border-border">
              <td className="max-w-64 p-2">
                <Link
                  className="font-semibold break-all text-accent"
                  to={paths.storageProvider.href(provider.address)}
                >
                  {provider.moniker || provider.address}
                </Link>
                <p className="text-xs break-all text-fg-muted">
                  {provider.safeApiUrl ?? `${provider.apiUrl} (not a safe URL; not used)`}
                </p>
              </td>
              <td className="p-2">
                <ProviderStatus provider={provider} />
              </td>
              <td className="p-2">{formatCoins(stake)}</td>
              <td className="p-2">
                {liveness ? formatRatio(liveness.ratio) : '—'}
                {liveness && liveness.missedSubmissions > 0 && (
                  <span className="text-fg-muted"> · {liveness.missedSubmissions} missed</span>
                )}
              </td>
              <td className="p-2">
                {provider.totalChallenges === null
                  ? '—'
                  : `${provider.successfulChallenges ?? 0} of ${provider.totalChallenges}`}
              </td>
              <td className="p-2">{formatCoins(rewards)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
