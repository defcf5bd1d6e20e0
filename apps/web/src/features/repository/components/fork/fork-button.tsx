import { useState } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useRepository } from '../../model/repository-context.ts'
import { ForkDialog } from './fork-dialog.tsx'

/** Opens the fork form; forking needs a connected wallet and a repository that allows it. */
export function ForkButton() {
  const { repository } = useRepository()
  const account = useActiveAccount()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        onClick={() => {
          if (!account) notify('error', 'Connect a wallet to fork this repository')
          else setOpen(true)
        }}
        disabled={!repository.allowForking}
        title={repository.allowForking ? 'Fork this repository' : 'The owner does not allow forks'}
      >
        Fork
      </Button>
      {account && open && <ForkDialog account={account} onClose={() => setOpen(false)} />}
    </>
  )
}
