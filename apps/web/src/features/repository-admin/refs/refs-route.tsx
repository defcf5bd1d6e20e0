import {
  deleteBranchMsg,
  deleteTagMsg,
  type GitRef,
  type RefKind,
} from '@gitopia-client/chain/gitopia'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import {
  refListQuery,
  repositoryKeys,
  TimeAgo,
  useRepository,
} from '@/features/repository/index.ts'
import { useChainMutation } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { ReadPlaceholder } from '@/ui/read-placeholder.tsx'
import { useRepositoryAccess } from '@/features/repository/index.ts'
import { releasePaths } from '../releases/paths.ts'
import { refPaths } from './paths.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

const LABEL: Record<RefKind, { one: string; many: string }> = {
  branch: { one: 'branch', many: 'Branches' },
  tag: { one: 'tag', many: 'Tags' },
}

/** `/{owner}/{repo}/branches` and `/tags`: paged lists with search and delete. */
export function RefsRoute({ kind }: { kind: RefKind }) {
  const api = useApiEndpoint()
  const { owner, repository } = useRepository()
  const { can } = useRepositoryAccess()
  const [search, setSearch] = useSearchParams()
  const query = search.get('q') ?? ''
  const refs = useInfiniteQuery(refListQuery(api, repository.ownerAddress, repository.name, kind))
  const [deleting, setDeleting] = useState<GitRef | null>(null)
  const all = refs.data?.pages.flatMap(page => page.items) ?? []
  const needle = query.trim().toLowerCase()
  const shown = needle ? all.filter(ref => ref.name.toLowerCase().includes(needle)) : all
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = refs

  // The chain cannot filter by name: a search reads the remaining pages so it sees every ref.
  useEffect(() => {
    if (needle && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [needle, hasNextPage, isFetchingNextPage, fetchNextPage])

  const mayDelete = (ref: GitRef) =>
    can('deleteRefs') && !(kind === 'branch' && ref.name === repository.defaultBranch)
  const label = LABEL[kind]

  return (
    <section className="flex flex-col gap-4" aria-label={label.many}>
      <title>{`${label.many} · ${owner}/${repository.name}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">{label.many}</h1>
        <nav className="flex gap-3 text-sm">
          <Link
            to={
              kind === 'branch'
                ? refPaths.tags(owner, repository.name)
                : refPaths.branches(owner, repository.name)
            }
            className="text-accent hover:underline"
          >
            {kind === 'branch' ? 'Tags' : 'Branches'}
          </Link>
          <Link
            to={releasePaths.list(owner, repository.name)}
            className="text-accent hover:underline"
          >
            Releases
          </Link>
        </nav>
        <input
          type="search"
          value={query}
          onChange={event =>
            setSearch(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
          placeholder={`Search ${label.many.toLowerCase()}`}
          aria-label={`Search ${label.many.toLowerCase()}`}
          className="ml-auto rounded-md border border-border bg-canvas px-3 py-1.5 text-sm"
        />
      </div>
      {!refs.isSuccess ? (
        <ReadPlaceholder read={refs} what={label.many.toLowerCase()} />
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-border p-8 text-center text-fg-muted">
          {needle
            ? `No ${label.one} matches “${query}”.`
            : `This repository has no ${label.many.toLowerCase()}.`}
        </p>
      ) : (
        <ul className="rounded-md border border-border" aria-label={`${label.many} list`}>
          {shown.map(ref => (
            <li
              key={ref.name}
              className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-2 last:border-b-0"
              data-testid="ref-row"
            >
              <Link
                to={paths.repositoryTree.href(owner, repository.name, ref.name)}
                className="font-mono font-semibold break-all hover:text-accent hover:underline"
              >
                {ref.name}
              </Link>
              {kind === 'branch' && ref.name === repository.defaultBranch && (
                <span className="rounded-full border border-border px-2 text-xs text-fg-muted">
                  default
                </span>
              )}
              <span className="text-sm text-fg-muted">
                <code>{ref.sha.slice(0, 7)}</code>
                {ref.updatedAt && (
                  <>
                    {' · updated '}
                    <TimeAgo date={ref.updatedAt} />
                  </>
                )}
              </span>
              <span className="ml-auto flex gap-2">
                {kind === 'tag' && (
                  <Link
                    to={
                      repository.releases.some(r => r.tagName === ref.name)
                        ? releasePaths.tag(owner, repository.name, ref.name)
                        : releasePaths.create(owner, repository.name, ref.name)
                    }
                    className="text-sm text-accent hover:underline"
                  >
                    {repository.releases.some(r => r.tagName === ref.name)
                      ? 'Release'
                      : 'Create release'}
                  </Link>
                )}
                {mayDelete(ref) && (
                  <Button
                    aria-label={`Delete ${label.one} ${ref.name}`}
                    onClick={() => setDeleting(ref)}
                  >
                    Delete
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {refs.hasNextPage && !needle && (
        <Button onClick={() => void refs.fetchNextPage()} disabled={refs.isFetchingNextPage}>
          {refs.isFetchingNextPage ? 'Loading…' : `More ${label.many.toLowerCase()}`}
        </Button>
      )}
      {deleting && (
        <DeleteRefDialog kind={kind} target={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  )
}

function DeleteRefDialog({
  kind,
  target,
  onClose,
}: {
  kind: RefKind
  target: GitRef
  onClose: () => void
}) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const { account } = useRepositoryAccess()
  const { submit, pending } = useChainMutation()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const ref = { id: repository.ownerAddress, name: repository.name }

  const remove = async () => {
    if (!account) return
    setFailure(null)
    try {
      await submit({
        failureShownInline: true,
        msgs: [
          kind === 'branch'
            ? deleteBranchMsg(account.address, ref, target.name)
            : deleteTagMsg(account.address, ref, target.name),
        ],
        invalidate: [
          repositoryKeys.refLists(api),
          repositoryKeys.refs(api),
          repositoryKeys.resolvedRefs(api),
        ],
      })
    } catch (error) {
      setFailure(describeTxFailure(error))
      return
    }
    onClose()
  }

  return (
    <Dialog
      open
      title={`Delete ${LABEL[kind].one} ${target.name}?`}
      onClose={() => !pending && onClose()}
    >
      <p className="text-sm">
        The {LABEL[kind].one} <code className="break-all">{target.name}</code> (at{' '}
        <code>{target.sha.slice(0, 7)}</code>) will be removed from the repository.
      </p>
      <FailureNote failure={failure} />
      <FormActions onCancel={onClose} cancelDisabled={pending}>
        <Button variant="danger" onClick={() => void remove()} disabled={pending}>
          {pending ? 'Deleting…' : `Delete ${LABEL[kind].one}`}
        </Button>
      </FormActions>
    </Dialog>
  )
}
