import { lazy, Suspense, useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useRepositoryAccess } from '../../api/access.ts'
import { useRepository } from '../../model/repository-context.ts'

// The fork form (and the new-repository fields it shares) loads when a person points at Fork,
// not with every repository page.
const loadForkDialog = () => import('./fork-dialog.tsx')
const ForkDialog = lazy(async () => ({ default: (await loadForkDialog()).ForkDialog }))

/** Opens the fork form; forking needs a connected wallet and a repository that allows it. */
export function ForkButton() {
  const { owner, repository } = useRepository()
  const account = useActiveAccount()
  const { can } = useRepositoryAccess()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const preload = () => {
    if (account) void loadForkDialog()
  }
  return (
    <>
      <Button
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (!account) notify('error', 'Connect a wallet to fork this repository')
          else setOpen(true)
        }}
        disabled={!repository.allowForking}
        aria-describedby={repository.allowForking ? undefined : reasonId}
      >
        Fork
      </Button>
      {/* Said in words, not in a tooltip that keyboard and touch users never see. */}
      {!repository.allowForking && (
        <span id={reasonId} className="text-sm text-fg-muted">
          Forking is turned off
          {can('toggleForking') ? (
            <>
              {' '}
              ·{' '}
              <Link
                to={paths.repositorySettings.href(owner, repository.name)}
                className="text-accent underline"
              >
                change in Settings
              </Link>
            </>
          ) : (
            ' by the owner'
          )}
        </span>
      )}
      {account && open && (
        <Suspense fallback={null}>
          <ForkDialog account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
