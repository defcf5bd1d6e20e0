import { forkRepositoryMsg } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { RepositoryFields, useRepositoryDraft } from '@/features/new-repository/index.ts'
import { ownerRepositoriesQuery } from '@/features/owner/index.ts'
import { useChainMutation, viewTransaction, type ActiveAccount } from '@/features/wallet/index.ts'
import { Dialog } from '@/ui/dialog.tsx'
import { SubmitActions } from '@/ui/submit-actions.tsx'
import { notify } from '@/ui/toast/index.ts'
import { repositoryQuery } from '../../api/repository.ts'
import { useRepository } from '../../model/repository-context.ts'

/** Fork form: owner (the user or one of their DAOs), name, description → MsgForkRepository. */
export function ForkDialog({ account, onClose }: { account: ActiveAccount; onClose: () => void }) {
  const { owner: sourceOwner, repository } = useRepository()
  const api = useApiEndpoint()
  const navigate = useNavigate()
  const { submit, pending } = useChainMutation()
  const draft = useRepositoryDraft(account, null, repository)
  const { owner, name, status, description } = draft
  const [onlyDefault, setOnlyDefault] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!owner || status.state !== 'available' || pending) return
    setFailure(null)
    let hash: string
    try {
      ;({ hash } = await submit({
        msgs: [
          forkRepositoryMsg({
            creator: account.address,
            source: { owner: repository.ownerAddress, name: repository.name },
            owner: owner.address,
            name,
            description: description.trim(),
            branch: onlyDefault ? repository.defaultBranch : '',
          }),
        ],
        invalidate: [
          repositoryQuery(api, sourceOwner, repository.name).queryKey,
          ownerRepositoriesQuery(api, owner.address).queryKey,
        ],
      }))
    } catch (error) {
      // The wallet already showed the raw log in a toast; keep it beside the form too.
      setFailure(error instanceof Error ? error.message : String(error))
      return
    }
    const forkOwner =
      owner.address === account.address ? account.username || account.address : owner.name
    notify('info', `Forked to ${forkOwner}/${name}`, { link: viewTransaction(hash) })
    onClose()
    void navigate(paths.repository.href(forkOwner, name))
  }

  return (
    <Dialog open title={`Fork ${sourceOwner}/${repository.name}`} onClose={onClose}>
      <form onSubmit={event => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <RepositoryFields draft={draft}>
          <p data-testid="fork-name-status">
            {status.state === 'empty'
              ? 'A name is required.'
              : status.state === 'checking'
                ? 'Checking availability…'
                : status.message}
          </p>
        </RepositoryFields>
        {repository.defaultBranch && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={onlyDefault}
              onChange={event => setOnlyDefault(event.target.checked)}
            />
            Copy the <code>{repository.defaultBranch}</code> branch only
          </label>
        )}
        <SubmitActions
          error={failure}
          onCancel={onClose}
          busy={pending}
          disabled={status.state !== 'available'}
          label={pending ? 'Forking…' : 'Create fork'}
        />
      </form>
    </Dialog>
  )
}
