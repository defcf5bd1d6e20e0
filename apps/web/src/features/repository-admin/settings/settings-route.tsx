import { useRepository } from '@/features/repository/index.ts'
import { NoAccess } from '../components/no-access.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { CollaboratorsSection } from './collaborators.tsx'
import { DangerZone } from './danger-zone.tsx'
import { ArweaveBackupSection, ForcePushSection } from './force-push.tsx'
import { GeneralSection } from './general.tsx'

/** `/{owner}/{repo}/settings`: only what the signed-in account may change is shown. */
export function SettingsRoute() {
  const { owner, repository } = useRepository()
  const { can, loading } = useRepositoryAccess()
  const general = can('updateDescription') || can('rename')
  const danger = can('toggleArchived') || can('transferOwnership') || can('deleteRepository')
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <title>{`Settings · ${owner}/${repository.name}`}</title>
      <h1 className="sr-only">Settings</h1>
      {loading ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
      ) : !general && !danger ? (
        <NoAccess what="change its settings" permission="ADMIN" />
      ) : (
        <>
          {general && <GeneralSection />}
          {can('manageCollaborators') && <CollaboratorsSection />}
          {can('toggleForcePush') && <ForcePushSection />}
          {can('toggleArweaveBackup') && <ArweaveBackupSection />}
          {danger && <DangerZone />}
        </>
      )}
    </div>
  )
}
