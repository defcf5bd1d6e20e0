import type { Dao, Repository } from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { RepositoryList } from '@/features/owner/index.ts'
import type { Collaborations } from '../api/collaborations.ts'

type Tab = 'own' | 'daos' | 'collaborating'

/** The user's repositories, their DAOs' and those they collaborate on, one list per tab. */
export function HomeRepositories({
  own,
  daoRepositories,
  collaborations,
  daos,
  names,
}: {
  own: readonly Repository[] | undefined
  daoRepositories: readonly Repository[] | undefined
  collaborations: Collaborations | undefined
  daos: readonly Dao[]
  names: ReadonlyMap<string, string>
}) {
  const [tab, setTab] = useState<Tab>('own')
  const tabs: { id: Tab; label: string; items: readonly Repository[] | undefined }[] = [
    { id: 'own', label: 'Yours', items: own },
    { id: 'daos', label: 'DAOs', items: daoRepositories },
    { id: 'collaborating', label: 'Collaborating', items: collaborations?.repositories },
  ]
  const active = tabs.find(t => t.id === tab) ?? tabs[0]
  const ownerName = (address: string) => names.get(address) ?? address
  const empty: Record<Tab, string> = {
    own: 'You have no repositories yet.',
    daos:
      daos.length === 0
        ? 'You are not a member of any DAO.'
        : 'Your DAOs have no repositories yet.',
    collaborating: 'You are not a collaborator on any repository.',
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Repositories" className="flex gap-1 border-b border-border">
        {tabs.map(t => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            onClick={() => setTab(t.id)}
            className={`-mb-px border-b-2 px-3 py-1 text-sm ${t.id === tab ? 'border-accent font-semibold' : 'border-transparent text-fg-muted'}`}
          >
            {t.label}
            {t.items && <span className="ml-1 text-xs text-fg-muted">{t.items.length}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={active?.label}>
        {active?.items ? (
          <RepositoryList
            key={tab}
            repositories={active.items}
            ownerName={ownerName}
            showOwner
            pageSize={10}
            label={`${active.label} repositories`}
            emptyText={empty[tab]}
          />
        ) : (
          <p className="text-fg-muted">Loading repositories…</p>
        )}
        {tab === 'collaborating' && collaborations && !collaborations.complete && (
          <p className="mt-2 text-xs text-fg-muted">
            Looked through the newest {collaborations.scanned.toLocaleString('en')} repositories.
          </p>
        )}
      </div>
    </div>
  )
}
