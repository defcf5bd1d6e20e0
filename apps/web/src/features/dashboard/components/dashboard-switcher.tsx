import { useNavigate } from 'react-router'
import { Avatar } from '@/ui/avatar/index.ts'
import type { DashboardEntry } from '../model/dashboard-entries.ts'
import { rememberDashboard } from '../model/remembered-dashboard.ts'

/**
 * Chooses between the user's own dashboard and those of their DAOs. The choice is remembered
 * per user, so `/home` opens it next time.
 */
export function DashboardSwitcher({
  userAddress,
  entries,
  current,
}: {
  userAddress: string
  entries: readonly DashboardEntry[]
  current: DashboardEntry
}) {
  const navigate = useNavigate()
  return (
    <div className="flex min-h-8 items-center gap-2">
      <Avatar
        url={current.avatarUrl}
        name={current.name}
        size="sm"
        square={current.type === 'Dao'}
      />
      <select
        aria-label="Dashboard"
        value={current.id}
        onChange={event => {
          const entry = entries.find(e => e.id === event.target.value)
          if (!entry) return
          rememberDashboard(userAddress, entry.id)
          void navigate(entry.url)
        }}
        className="min-w-0 flex-1 truncate rounded-md border border-border bg-canvas px-2 py-1 font-semibold"
      >
        {entries.map(entry => (
          <option key={entry.id} value={entry.id}>
            {entry.type === 'Dao' ? `${entry.name} (DAO)` : entry.name}
          </option>
        ))}
      </select>
    </div>
  )
}
