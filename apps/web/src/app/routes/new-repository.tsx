import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { NewRepositoryForm } from '@/features/new-repository/index.ts'
import { ownerQuery } from '@/features/owner/index.ts'
import { useActiveAccount, useChainMutation } from '@/features/wallet/index.ts'

export function NewRepositoryRoute() {
  const account = useActiveAccount()
  const { submit, refresh, pending } = useChainMutation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const api = useApiEndpoint()

  /**
   * Opens the new repository under its owner's name. A wallet whose username had not been read
   * yet (a tab opened a moment ago) names the owner by address: ask the chain for the username.
   */
  const open = async (owner: string, name: string) => {
    const found =
      owner === account?.address
        ? await queryClient.fetchQuery(ownerQuery(api, owner)).catch(() => null)
        : null
    const username = found?.type === 'USER' ? found.user.username : ''
    await navigate(paths.repository.href(username || owner, name))
  }

  return (
    <section className="flex flex-col gap-6">
      <title>New repository · Gitopia</title>
      <div>
        <h1 className="text-2xl font-semibold">Create a new repository</h1>
        <p className="text-fg-muted">
          A repository holds a project&apos;s files and history, on chain and on storage providers.
        </p>
      </div>
      {account ? (
        <NewRepositoryForm
          key={account.address}
          account={account}
          submit={submit}
          refresh={refresh}
          pending={pending}
          initialOwner={params.get('owner')}
          onCreated={(owner, name) => void open(owner, name)}
        />
      ) : (
        <p role="status">Create or recover a wallet (top right) to create a repository.</p>
      )}
    </section>
  )
}
