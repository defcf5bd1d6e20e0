import { createPullRequestMsg } from '@gitopia-client/chain/gitopia'
import type { PullCommits } from '@gitopia-client/chain/storage'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { MarkdownEditor } from '@/features/discussion/index.ts'
import { useOpenItem } from '@/features/issues/index.ts'
import {
  DiffView,
  refListQuery,
  refQuery,
  repositoryQuery,
  useRepository,
  useStorageSession,
} from '@/features/repository/index.ts'
import { useActiveAccount, useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { pullsKeys } from '../api/keys.ts'
import { pullCommitShasQuery } from '../api/pull-commit-shas.ts'
import { pullDiffStatQuery } from '../api/pull-diff-stat.ts'
import { pullDiffQuery } from '../api/pull-diff.ts'
import { formatCompareSpec, parseCompareSpec, type CompareSpec } from '../model/compare-spec.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

const input =
  'rounded-md border border-border bg-canvas px-3 py-1.5 text-sm focus:border-accent focus:outline-none'

/** `compare/base...head`: the head's commits and diff against the base, and the form to open a PR. */
export function CompareRoute() {
  const { '*': splat = '' } = useParams()
  const { owner, name, repository } = useRepository()
  const navigate = useNavigate()
  const spec = splat === '' ? null : parseCompareSpec(splat)
  const [base, setBase] = useState(spec?.base ?? repository.defaultBranch)
  const [head, setHead] = useState(spec ? (formatCompareSpec(spec).split('...')[1] ?? '') : '')
  const [pickError, setPickError] = useState<string | null>(null)
  // Suggestions: this repository's branches (the first page; typing any name still works).
  const api = useApiEndpoint()
  const branches = useInfiniteQuery(
    refListQuery(api, repository.ownerAddress, repository.name, 'branch'),
  )
  const branchNames = branches.data?.pages.flatMap(page => page.items.map(ref => ref.name)) ?? []
  // Once the head names a fork (`owner:` or `owner/repo:`), its branches are suggested instead.
  const where = /^([^:/\s]+)(?:\/([^:/\s]+))?:/.exec(head.trim())
  const headOwner = where?.[1] ?? ''
  const headBranches = useInfiniteQuery({
    ...refListQuery(api, headOwner, where?.[2] ?? repository.name, 'branch'),
    enabled: headOwner !== '',
  })
  const headNames = where
    ? (headBranches.data?.pages.flatMap(page => page.items.map(ref => `${where[0]}${ref.name}`)) ??
      [])
    : branchNames

  const compare = (event: FormEvent) => {
    event.preventDefault()
    const next = parseCompareSpec(`${base.trim()}...${head.trim()}`)
    if (!next)
      return setPickError(
        'Name a base branch and a head: branch, owner:branch or owner/repo:branch',
      )
    setPickError(null)
    void navigate(paths.repositoryCompare.href(owner, name, formatCompareSpec(next)))
  }

  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-4">
      <title>{`Compare · ${owner}/${repository.name}`}</title>
      <h2 id="compare-heading" className="text-xl font-semibold">
        Compare changes
      </h2>
      <form
        onSubmit={compare}
        className="flex flex-wrap items-end gap-2"
        aria-label="Branches to compare"
      >
        <BranchInput
          label="Base"
          value={base}
          onChange={setBase}
          listId="compare-branches"
          names={branchNames}
        />
        <span className="pb-2 text-fg-muted">←</span>
        <BranchInput
          label="Head (branch, owner:branch or owner/repo:branch)"
          value={head}
          onChange={setHead}
          listId="compare-head-branches"
          names={headNames}
        />
        <Button type="submit">Compare</Button>
      </form>
      <FormError error={pickError} />
      {splat !== '' && !spec && (
        <p role="alert" className="text-sm text-danger">
          This is not a comparison of two branches.
        </p>
      )}
      {spec && <Comparison key={formatCompareSpec(spec)} spec={spec} />}
    </section>
  )
}

function Comparison({ spec }: { spec: CompareSpec }) {
  const api = useApiEndpoint()
  const { owner, name, repository } = useRepository()
  const session = useStorageSession()
  const headOwner = spec.head.owner ?? repository.ownerAddress
  const headName = spec.head.repo ?? repository.name
  const headRepository = useQuery(repositoryQuery(api, headOwner, headName))
  const baseSha = useQuery(
    refQuery(api, repository.ownerAddress, repository.name, 'branch', spec.base),
  )
  const headSha = useQuery({
    ...refQuery(api, headRepository.data?.ownerAddress ?? '', headName, 'branch', spec.head.branch),
    enabled: !!headRepository.data,
  })
  if (headRepository.isError)
    return (
      <p role="alert" className="text-danger">
        There is no repository {headOwner}/{headName}.
      </p>
    )
  if (baseSha.data === null)
    return (
      <p role="alert" className="text-danger">
        There is no branch {spec.base} here.
      </p>
    )
  if (headSha.data === null)
    return (
      <p role="alert" className="text-danger">
        There is no branch {spec.head.branch} in the head repository.
      </p>
    )
  if (!headRepository.data || !baseSha.data || !headSha.data)
    return <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
  const commits: PullCommits = {
    baseRepositoryId: repository.id,
    headRepositoryId: headRepository.data.id,
    baseSha: baseSha.data,
    headSha: headSha.data,
  }
  return (
    <ComparisonBody
      spec={spec}
      commits={commits}
      head={{
        owner: headRepository.data.ownerAddress,
        repository: headName,
        branch: spec.head.branch,
      }}
      base={{ owner: repository.ownerAddress, repository: repository.name, branch: spec.base }}
      owner={owner}
      name={name}
      session={session}
    />
  )
}

function ComparisonBody({
  spec,
  commits,
  head,
  base,
  owner,
  name,
  session,
}: {
  spec: CompareSpec
  commits: PullCommits
  head: { owner: string; repository: string; branch: string }
  base: { owner: string; repository: string; branch: string }
  owner: string
  name: string
  session: ReturnType<typeof useStorageSession>
}) {
  const account = useActiveAccount()
  const { archived } = useRepository().repository
  const shas = useQuery(
    pullCommitShasQuery(session, {
      baseRepositoryId: commits.baseRepositoryId,
      headRepositoryId: commits.headRepositoryId,
      baseBranch: spec.base,
      headBranch: spec.head.branch,
    }),
  )
  const stat = useQuery(pullDiffStatQuery(session, commits))
  const diff = useInfiniteQuery(pullDiffQuery(session, commits))

  const error = shas.error ?? stat.error ?? diff.error
  if (error)
    return <LoadError what="the comparison" error={error} onRetry={() => void diff.refetch()} />
  if (!shas.data || !stat.data)
    return <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
  if (shas.data.length === 0)
    return (
      <p className="rounded-md border border-border p-4 text-fg-muted">
        There isn’t anything to compare: {spec.head.branch} has no commits that {spec.base} lacks.
      </p>
    )
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" data-testid="compare-summary">
        {shas.data.length} {shas.data.length === 1 ? 'commit' : 'commits'} ·{' '}
        {stat.data.filesChanged} {stat.data.filesChanged === 1 ? 'file' : 'files'} changed ·{' '}
        <span className="text-green-700 dark:text-green-400">+{stat.data.additions}</span>{' '}
        <span className="text-red-700 dark:text-red-400">−{stat.data.deletions}</span>
      </p>
      {archived ? (
        <p className="rounded-md border border-border p-3 text-sm text-fg-muted">
          An archived repository takes no new pull requests.
        </p>
      ) : account ? (
        <NewPullForm head={head} base={base} author={account.address} />
      ) : (
        <p className="rounded-md border border-border p-3 text-sm text-fg-muted">
          Connect a wallet to open a pull request.
        </p>
      )}
      <DiffView pages={diff} mode="unified" owner={owner} repo={name} commitSha={commits.headSha} />
    </div>
  )
}

function NewPullForm({
  head,
  base,
  author,
}: {
  head: { owner: string; repository: string; branch: string }
  base: { owner: string; repository: string; branch: string }
  author: string
}) {
  const { pending } = useChainMutation()
  const openPull = useOpenItem('pull', pullsKeys.repository)
  const [title, setTitle] = useState(head.branch)
  const [description, setDescription] = useState('')
  const [issues, setIssues] = useState('')
  const [failure, setFailure] = useState<TxFailure | null>(null)

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const issueIids = issues
      .split(/[\s,]+/)
      .map(text => text.replace(/^#/, ''))
      .filter(text => text !== '')
    if (issueIids.some(text => !/^[1-9]\d*$/.test(text)))
      return setFailure({ message: 'Linked issues are numbers like #1, #4', rawLog: null })
    if (title.trim() === '')
      return setFailure({ message: 'Give the pull request a title', rawLog: null })
    setFailure(null)
    try {
      await openPull(
        createPullRequestMsg({
          creator: author,
          title: title.trim(),
          description,
          head,
          base,
          issueIids: issueIids.map(Number),
        }),
      )
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }

  return (
    <form
      onSubmit={event => void create(event)}
      aria-label="Open a pull request"
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Title
        <input className={input} value={title} onChange={event => setTitle(event.target.value)} />
      </label>
      <MarkdownEditor label="Description" value={description} onChange={setDescription} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Resolves issues
        <input
          className={input}
          placeholder="#1, #4"
          value={issues}
          onChange={event => setIssues(event.target.value)}
        />
      </label>
      <FailureNote failure={failure} />
      <div>
        <Button type="submit" variant="primary" disabled={pending}>
          Create pull request
        </Button>
      </div>
    </form>
  )
}

/** A branch to type in, the known names offered as suggestions (`listId` names them). */
function BranchInput({
  label,
  value,
  onChange,
  listId,
  names,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  listId: string
  names: readonly string[]
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        className={input}
        value={value}
        list={listId}
        onChange={event => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {names.map(branch => (
          <option key={branch} value={branch} />
        ))}
      </datalist>
    </label>
  )
}
