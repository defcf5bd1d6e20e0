import { useActiveAccount, useWalletUser } from '@/features/wallet/index.ts'
import { CreateUserForm } from './create-user-form.tsx'
import { ProfileEditor } from './profile-editor.tsx'
import { RewardsCard } from './rewards-card.tsx'

/** /settings/profile: create the user, edit each field, claim rewards. */
export function ProfileSettingsRoute() {
  const account = useActiveAccount()
  const { loaded, user } = useWalletUser()
  return (
    <section className="flex flex-col gap-6">
      <title>Profile · Gitopia</title>
      <h1 className="text-2xl font-semibold">Profile</h1>
      {!account ? (
        <p>Connect a wallet to create or edit your profile.</p>
      ) : !loaded ? (
        <p className="text-fg-muted">Loading your user…</p>
      ) : user ? (
        <ProfileEditor key={account.address} user={user} />
      ) : (
        <CreateUserForm key={account.address} />
      )}
      {account && <RewardsCard address={account.address} />}
    </section>
  )
}
