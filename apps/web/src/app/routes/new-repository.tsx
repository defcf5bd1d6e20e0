import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { NewRepositoryForm } from '@/features/new-repository/index.ts'
import { useActiveAccount, useChainMutation } from '@/features/wallet/index.ts'

export function NewRepositoryRoute() {
  const account = useActiveAccount()
  const { submit, refresh, pending } = useChainMutation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
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
          onCreated={(owner, name) => void navigate(paths.repository.href(owner, name))}
        />
      ) : (
        <p role="status">Create or recover a wallet (top right) to create a repository.</p>
      )}
    </section>
  )
}
