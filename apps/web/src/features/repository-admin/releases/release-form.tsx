import type { Release, ReleaseAttachment } from '@gitopia-client/chain/gitopia'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { MarkdownEditor } from '@/features/discussion/index.ts'
import {
  refListQuery,
  refQuery,
  useRepository,
  useStorageProvider,
} from '@/features/repository/index.ts'
import { signData, useChainMutation, type SubmitOrProposeOutcome } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { ApprovalProgress } from '../components/approval-progress.tsx'
import { OutcomeNotice, ProposalNotice } from '../components/proposal-notice.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { useDaoAwareAction } from '../model/use-dao-action.ts'
import { BranchSelect } from '../components/branch-select.tsx'
import { useDebounced } from '../model/use-debounced.ts'
import { AssetPicker } from './asset-picker.tsx'
import { releasePaths } from './paths.ts'
import { assetProblems, publishRelease, type NewAsset, type PublishStep } from './publish.ts'
import { useInvalidateReleases } from './release-actions.tsx'
import { tagNameProblem } from './tag-name.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** Create (release = null) or edit a release, with asset uploads and the approval step. */
export function ReleaseForm({
  release,
  initialTag,
}: {
  release: Release | null
  initialTag: string
}) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ids = useId()
  const { owner, repository } = useRepository()
  const { account } = useRepositoryAccess()
  const provider = useStorageProvider()
  const { submit } = useChainMutation()
  const action = useDaoAwareAction()
  const invalidate = useInvalidateReleases()
  const editing = release !== null

  const [tag, setTag] = useState(initialTag)
  const [target, setTarget] = useState(release?.target || repository.defaultBranch)
  const [title, setTitle] = useState(release?.name ?? '')
  const [notes, setNotes] = useState(release?.description ?? '')
  const [preRelease, setPreRelease] = useState(release?.preRelease ?? false)
  const [kept, setKept] = useState<ReleaseAttachment[]>(
    release?.attachments.map(a => ({ ...a, size: Number(a.size) })) ?? [],
  )
  const [assets, setAssets] = useState<NewAsset[]>([])
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [step, setStep] = useState<PublishStep | null>(null)
  const [outcome, setOutcome] = useState<SubmitOrProposeOutcome | null>(null)
  const [busy, setBusy] = useState(false)

  const tags = useInfiniteQuery(refListQuery(api, repository.ownerAddress, repository.name, 'tag'))
  const typedTag = tag.trim()
  const settledTag = useDebounced(typedTag)
  const tagLookup = useQuery({
    ...refQuery(api, repository.ownerAddress, repository.name, 'tag', settledTag),
    enabled: !editing && settledTag !== '' && tagNameProblem(settledTag) === null,
  })
  const tagProblem = typedTag === '' ? null : tagNameProblem(typedTag)
  const tagKnown = settledTag === typedTag && tagLookup.isSuccess
  const newTag = !editing && tagKnown && tagLookup.data === null
  const route = action.routeOf(editing ? undefined : 'releases')

  const updateAsset = (key: string, state: NewAsset['state']) =>
    setAssets(current => current.map(a => (a.key === key ? { ...a, state } : a)))

  const onSubmit = async (event: FormEvent, draft: boolean) => {
    event.preventDefault()
    if (!account || busy) return
    const problem =
      tagNameProblem(typedTag) ??
      (!editing && !tagKnown ? 'Still checking the tag; try again in a moment' : null) ??
      (!provider ? 'No storage provider is available right now' : null) ??
      assetProblems(assets, kept)
    if (problem || !provider) {
      setFailure({ message: problem ?? 'No storage provider', rawLog: null })
      return
    }
    setBusy(true)
    setFailure(null)
    setOutcome(null)
    try {
      const newTagSha = newTag
        ? await queryClient.fetchQuery(
            refQuery(api, repository.ownerAddress, repository.name, 'branch', target),
          )
        : null
      if (newTag && !newTagSha) throw new Error(`The branch ${target} does not exist`)
      const result = await publishRelease(
        {
          mode: editing ? 'edit' : 'new',
          creator: account.address,
          repositoryId: repository.id,
          repository: { id: repository.ownerAddress, name: repository.name },
          provider,
          api,
          ...(release ? { releaseId: release.id } : {}),
          newTagSha,
          fields: {
            tagName: typedTag,
            target,
            name: title.trim(),
            description: notes,
            draft,
            preRelease,
          },
          kept,
          removedAny: (release?.attachments.length ?? 0) > kept.length,
          viaProposal: route.kind === 'proposal',
          assets,
        },
        {
          signData,
          runAction: request => action.run(account.address, request),
          submit,
          onAsset: updateAsset,
          onStep: setStep,
        },
      )
      await invalidate()
      if (result.outcome.kind === 'proposal') {
        setOutcome(result.outcome)
        return
      }
      await navigate(releasePaths.tag(owner, repository.name, typedTag))
    } catch (error) {
      setFailure(describeTxFailure(error))
      // A file that failed says so; the others keep their uploads for the next try.
      setAssets(current =>
        current.map(a =>
          a.state.step === 'uploaded' || a.state.step === 'ready'
            ? a
            : { ...a, state: { step: 'failed', message: 'Not uploaded; it will be retried' } },
        ),
      )
    } finally {
      setBusy(false)
    }
  }

  const tagStatus = tagProblem
    ? { tone: 'text-danger', text: tagProblem }
    : editing || typedTag === ''
      ? null
      : !tagKnown
        ? { tone: 'text-fg-muted', text: 'Checking the tag…' }
        : newTag
          ? {
              tone: 'text-fg-muted',
              text: `A new tag ${typedTag} will be created from the target branch.`,
            }
          : repository.releases.some(r => r.tagName === typedTag)
            ? { tone: 'text-danger', text: `${typedTag} already has a release.` }
            : { tone: 'text-green-700 dark:text-green-400', text: `Existing tag ${typedTag}.` }

  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      noValidate
      onSubmit={event => void onSubmit(event, release?.draft ?? false)}
    >
      <div className="flex flex-wrap gap-4">
        <TextField
          strong
          label="Tag"
          value={tag}
          onChange={setTag}
          readOnly={editing}
          list={`${ids}-tags`}
          placeholder="v1.0.0"
          autoComplete="off"
          spellCheck={false}
          invalid={tagProblem !== null}
          describedBy={`${ids}-tag-status`}
          className="min-w-52"
          inputClassName="font-mono"
        />
        <datalist id={`${ids}-tags`}>
          {tags.data?.pages
            .flatMap(page => page.items)
            .map(t => (
              <option key={t.name} value={t.name} />
            ))}
        </datalist>
        {newTag && (
          <BranchSelect
            label="Target branch"
            value={target}
            onChange={setTarget}
            className="min-w-52"
          />
        )}
      </div>
      <p
        id={`${ids}-tag-status`}
        aria-live="polite"
        className={`-mt-2 text-sm ${tagStatus?.tone ?? ''}`}
      >
        {tagStatus?.text}
      </p>
      <TextField
        strong
        label="Release title"
        value={title}
        onChange={setTitle}
        maxLength={255}
        placeholder={typedTag || 'Release title'}
      />
      <MarkdownEditor
        label="Release notes"
        placeholder="Describe this release"
        value={notes}
        onChange={setNotes}
        disabled={busy}
      />
      <AssetPicker
        assets={assets}
        onAssets={setAssets}
        kept={kept}
        onKept={setKept}
        disabled={busy}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={preRelease}
          onChange={event => setPreRelease(event.target.checked)}
        />
        This is a pre-release
      </label>
      <ProposalNotice route={route} rule="releases" />
      {step && busy && (
        <p role="status" aria-live="polite" className="text-sm" data-testid="publish-step">
          {step.step === 'uploading'
            ? 'Uploading assets to the storage provider…'
            : step.step === 'submitting'
              ? 'Sending the release to the chain…'
              : null}
        </p>
      )}
      <ApprovalProgress
        phase={step?.step === 'approval' ? step.phase : null}
        what="release assets"
      />
      <FailureNote failure={failure} />
      <OutcomeNotice outcome={outcome} done="Release saved." />
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Saving…' : 'Update release'}
            </Button>
            {release.draft && (
              <Button disabled={busy} onClick={event => void onSubmit(event, false)}>
                Publish release
              </Button>
            )}
          </>
        ) : (
          <>
            <Button
              variant="primary"
              disabled={busy}
              onClick={event => void onSubmit(event, false)}
            >
              {busy ? 'Publishing…' : 'Publish release'}
            </Button>
            <Button disabled={busy} onClick={event => void onSubmit(event, true)}>
              Save draft
            </Button>
          </>
        )}
      </div>
    </form>
  )
}
