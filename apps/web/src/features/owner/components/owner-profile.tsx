import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import type { Owner } from '@gitopia-client/chain/gitopia'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useNotFoundWhen } from '@/features/not-found/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { useDaoMembers, useUserDaos } from '../api/memberships.ts'
import { summarizeOwner, useOwner } from '../api/owner.ts'
import { useOwnerRepositories } from '../api/owner-repositories.ts'
import { DaoList } from './dao-list.tsx'
import { MemberList } from './member-list.tsx'
import { ProfileHeader } from './profile-header.tsx'
import { ContributionCalendar, profileTab, ProfileTabs } from './profile-tabs.tsx'
import { RepositoryList } from './repository-list.tsx'

// Pins show where there are some, and the form to add one only to the profile's own user: both
// load only then.
const PinnedRepositories = lazy(async () => ({
  default: (await import('./pinned-repositories.tsx')).PinnedRepositories,
}))

/** `/:owner`: the profile of a user or DAO, by username, DAO name or address. */
export function OwnerProfile({ id }: { id: string }) {
  const possible = isPossibleOwnerName(id) || isValidAddress(id)
  const owner = useOwner(possible ? id : '')
  const missing = !possible || owner.data === null
  useNotFoundWhen(missing)

  if (missing) return null
  if (owner.error) {
    return (
      <LoadError what="this profile" error={owner.error} onRetry={() => void owner.refetch()} />
    )
  }
  if (!owner.data) return <p className="text-fg-muted">Loading profile…</p>
  return <Profile owner={owner.data} />
}

function Profile({ owner }: { owner: Owner }) {
  const summary = summarizeOwner(owner)
  const tab = profileTab(useSearchParams()[0])
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
      <title>{`${summary.handle || summary.address} · Gitopia`}</title>
      <aside className="flex flex-col gap-6">
        <ProfileHeader owner={owner} />
        {owner.type === 'DAO' ? (
          <Link
            to={paths.daoDashboard.href(owner.dao.name)}
            className="text-sm text-accent hover:underline"
          >
            DAO dashboard
          </Link>
        ) : (
          <Section title="DAOs">
            <UserDaos address={owner.user.address} />
          </Section>
        )}
      </aside>
      <div className="flex flex-col gap-8">
        {owner.type === 'USER' && <ProfileTabs current={tab} />}
        {tab === 'contributions' && owner.type === 'USER' ? (
          <Suspense fallback={null}>
            <ContributionCalendar address={owner.user.address} />
          </Suspense>
        ) : (
          <Section title="Repositories">
            <OwnerRepositories
              address={summary.address}
              handle={summary.handle || summary.address}
              pinnedIds={
                owner.type === 'DAO'
                  ? owner.dao.pinnedRepositoryIds
                  : owner.user.pinnedRepositoryIds
              }
              mayPin={owner.type === 'USER'}
            />
          </Section>
        )}
        {owner.type === 'DAO' && (
          <Section title="Members">
            <DaoMembers address={owner.dao.address} creator={owner.dao.creator} />
          </Section>
        )}
      </div>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function OwnerRepositories({
  address,
  handle,
  pinnedIds,
  mayPin,
}: {
  address: string
  handle: string
  pinnedIds: readonly string[]
  mayPin: boolean
}) {
  const repositories = useOwnerRepositories(address)
  const viewer = useActiveAccount()
  if (repositories.error) {
    return (
      <LoadError
        what="repositories"
        error={repositories.error}
        onRetry={() => void repositories.refetch()}
      />
    )
  }
  if (!repositories.data) return <p className="text-fg-muted">Loading repositories…</p>
  const ownProfile = mayPin && viewer?.address === address
  return (
    <>
      {(pinnedIds.length > 0 || ownProfile) && (
        <Suspense fallback={null}>
          <PinnedRepositories
            address={address}
            handle={handle}
            repositories={repositories.data}
            pinnedIds={pinnedIds}
            mayPin={ownProfile}
          />
        </Suspense>
      )}
      <RepositoryList
        repositories={repositories.data}
        ownerName={() => handle}
        label="Repositories"
        emptyText={`${handle} has no repositories yet.`}
      />
    </>
  )
}

function UserDaos({ address }: { address: string }) {
  const daos = useUserDaos(address)
  if (daos.error) return <LoadError what="DAOs" error={daos.error} />
  if (!daos.data) return <p className="text-fg-muted">Loading…</p>
  return <DaoList daos={daos.data} href={dao => paths.owner.href(dao.name)} emptyText="No DAOs." />
}

function DaoMembers({ address, creator }: { address: string; creator: string }) {
  const members = useDaoMembers(address)
  if (members.error) return <LoadError what="members" error={members.error} />
  if (!members.data) return <p className="text-fg-muted">Loading members…</p>
  return <MemberList members={members.data} creator={creator} />
}
