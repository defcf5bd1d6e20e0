import { lazy, Suspense, useState } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useRepository } from '../../model/repository-context.ts'

// The fork form (and the new-repository fields it shares) loads when a person points at Fork,
// not with every repository page.
const loadForkDialog = () => import('./fork-dialog.tsx')
const ForkDialog = lazy(async () => ({ default: (await loadForkDialog()).ForkDialog }))

/** Opens the fork form; forking needs a connected wallet and a repository that allows it. */
export function ForkButton() {
  const { repository } = useRepository()
  const account = useActiveAccount()
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
        title={repository.allowForking ? 'Fork this repository' : 'The owner does not allow forks'}
      >
        Fork
      </Button>
      {account && open && (
        <Suspense fallback={null}>
          <ForkDialog account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
