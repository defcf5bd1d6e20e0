import { checkRepositoryName, sanitizeRepositoryName } from '@gitopia-client/chain'
import {
  renameRepositoryMsg,
  setDefaultBranchMsg,
  toggleRepositoryForkingMsg,
  updateRepositoryDescriptionMsg,
} from '@gitopia-client/chain/gitopia'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { useChainMutation, type EncodeObject } from '@/features/wallet/index.ts'
import { TextField } from '@/ui/field.tsx'
import { useDraft } from '@/ui/use-draft.ts'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { BranchSelect } from '../components/branch-select.tsx'
import { useRepositoryKey } from './use-repository-key.ts'
import { SettingForm } from './setting-form.tsx'
import { SettingsSection } from './settings-section.tsx'

class InputProblem extends Error {}

export function GeneralSection() {
  const navigate = useNavigate()
  const { owner, repository } = useRepository()
  const { account, can } = useRepositoryAccess()
  const { submit } = useChainMutation()
  const repositoryKey = useRepositoryKey()
  const [name, setName] = useDraft(repository.name)
  const [description, setDescription] = useDraft(repository.description)
  const [branch, setBranch] = useDraft(repository.defaultBranch)
  const ref = { id: repository.ownerAddress, name: repository.name }
  const creator = account?.address ?? ''
  const send = async (msgs: EncodeObject[]) => {
    await submit({ failureShownInline: true, msgs, invalidate: [repositoryKey] })
  }

  const rename = async () => {
    const next = sanitizeRepositoryName(name)
    const check = checkRepositoryName(next)
    if (!check.ok) throw new InputProblem(check.message)
    if (next === repository.name) throw new InputProblem('That is already the name')
    await submit({ failureShownInline: true, msgs: [renameRepositoryMsg(creator, ref, next)] })
    await navigate(`${paths.repository.href(owner, next)}/settings`, { replace: true })
  }

  return (
    <SettingsSection title="General" spacious>
      {can('rename') && (
        <SettingForm label="Rename" onSubmit={rename} submitLabel="Rename" done="Renamed.">
          <TextField
            strong
            label="Repository name"
            value={name}
            onChange={setName}
            maxLength={100}
            className="min-w-72 flex-1"
          />
        </SettingForm>
      )}
      {can('updateDescription') && (
        <SettingForm
          label="Description"
          submitLabel="Save description"
          done="Description saved."
          onSubmit={() => {
            if (description.length > 255)
              throw new InputProblem('Descriptions are limited to 255 characters')
            return send([updateRepositoryDescriptionMsg(creator, ref, description.trim())])
          }}
        >
          <TextField
            strong
            label="Description"
            value={description}
            onChange={setDescription}
            className="min-w-72 flex-1"
          />
        </SettingForm>
      )}
      {can('setDefaultBranch') && (
        <SettingForm
          label="Default branch"
          submitLabel="Update"
          done="Default branch updated."
          disabled={branch === repository.defaultBranch}
          onSubmit={() => send([setDefaultBranchMsg(creator, ref, branch)])}
        >
          <BranchSelect
            label="Default branch"
            value={branch}
            onChange={setBranch}
            className="min-w-72"
          />
        </SettingForm>
      )}
      {can('toggleForking') && (
        <SettingForm
          label="Forking"
          submitLabel={repository.allowForking ? 'Disallow forking' : 'Allow forking'}
          done="Forking setting saved."
          onSubmit={() => send([toggleRepositoryForkingMsg(creator, ref)])}
        >
          <p className="min-w-72 flex-1 text-sm">
            Forking is <strong>{repository.allowForking ? 'allowed' : 'not allowed'}</strong>:{' '}
            {repository.allowForking
              ? 'anyone can fork this repository.'
              : 'nobody can fork this repository.'}
          </p>
        </SettingForm>
      )}
    </SettingsSection>
  )
}
