import { lazy } from 'react'
import { Link } from 'react-router'

export type ProfileTab = 'repositories' | 'contributions'

// The calendar reads a year of the chain's lists: its code and reads wait for its tab.
export const ContributionCalendar = lazy(async () => ({
  default: (await import('./contribution-calendar.tsx')).ContributionCalendarSection,
}))

export const profileTab = (params: URLSearchParams): ProfileTab =>
  params.get('tab') === 'contributions' ? 'contributions' : 'repositories'

/** A user's profile shows its repositories or its contribution calendar, as the URL says. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const tab = (id: ProfileTab, label: string, search: string) => (
    <Link
      to={{ search }}
      aria-current={id === current ? 'page' : undefined}
      className={`-mb-px border-b-2 px-3 py-2 max-sm:min-h-11 ${
        id === current ? 'border-accent font-semibold' : 'border-transparent text-fg-muted'
      }`}
    >
      {label}
    </Link>
  )
  return (
    <nav aria-label="Profile" className="flex gap-1 border-b border-border text-sm">
      {tab('repositories', 'Repositories', '')}
      {tab('contributions', 'Contributions', '?tab=contributions')}
    </nav>
  )
}
