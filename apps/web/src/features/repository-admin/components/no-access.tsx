import type { Permission } from '@gitopia-client/chain/gitopia'
import { useActiveAccount } from '@/features/wallet/index.ts'

/** Why a form is not shown: no wallet, or not enough permission in this repository. */
export function NoAccess({ what, permission }: { what: string; permission: Permission }) {
  const account = useActiveAccount()
  return (
    <p className="rounded-md border border-border p-4 text-fg-muted" data-testid="no-access">
      {account
        ? `You need ${permission} access to this repository to ${what}.`
        : `Connect a wallet to ${what}.`}
    </p>
  )
}
