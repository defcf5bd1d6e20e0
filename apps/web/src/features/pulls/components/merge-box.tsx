import {
  approveAndMergeMsgs,
  invokeDaoMergePullRequestMsg,
  invokeMergePullRequestMsg,
  rejectPackfileUpdateMsg,
  type PullRequest,
} from '@gitopia-client/chain/gitopia'
import { groupExecMsg } from '@gitopia-client/chain/group'
import { checkMergeCommit, type PackfileUpdateProposal } from '@gitopia-client/chain/storage'
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useViewerAccess } from '@/features/issues/index.ts'
import { refQuery, useRepository, useStorageSession } from '@/features/repository/index.ts'
import { submitOrPropose, useChainMutation } from '@/features/wallet/index.ts'
import { eventAttribute } from '@/lib/tx-events.ts'
import { Button } from '@/ui/button.tsx'
import { daoMergeProposalQuery } from '../api/dao-merge-proposal.ts'
import { pullsKeys } from '../api/keys.ts'
import { mergeCheckQuery } from '../api/merge-check.ts'
import { mergePermissionQuery } from '../api/merge-permission.ts'
import { useDaoMergeRoute } from '../api/owning-dao.ts'
import { pendingMergeQuery } from '../api/pending-merge.ts'
import { usePullCommits } from '../api/pull-tips.ts'
import { taskQuery } from '../api/task.ts'
import { pullBranches } from '../model/pull-branches.ts'
import { finishMerge, runMerge, type MergeStep } from '../model/merge-flow.ts'
import { executedProposal } from '../model/dao-merge-proposal.ts'
import { DaoMergeProposalNote } from './dao-merge-proposal-note.tsx'
import { MergeabilityNote } from './mergeability-note.tsx'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { FailureNote } from '@/ui/failure-note.tsx'

const STEP_TEXT: Record<MergeStep['step'], string> = {
  invoking: 'Asking the storage provider to merge…',
  waiting: 'The storage provider is merging the branches…',
  approving: 'Approving the new packfile and recording the merge…',
  merged: 'Merged.',
  failed: 'The merge failed.',
  timeout:
    'The storage provider has not prepared the merge yet. It stays pending: reload later to resume it or reject it.',
}

/** A DAO proposal that did not pass at once: the members vote on it on the DAO's page. */
class ProposalWaiting extends Error {
  constructor(readonly note: string) {
    super(note)
  }
}

/**
 * The merge box of an open pull request: mergeability from the provider, permission from the
 * chain, and the three-step merge with its progress. A merge prepared earlier (a reload midway)
 * can be resumed or rejected, so nothing is left half done without the person knowing. In a DAO
 * that votes on merges the first step is the DAO's proposal; once it passed (also later, on the
 * DAO's page), the member whose tx runs it approves the prepared merge and records it.
 */
export function MergeBox({
  pull,
  viewer,
  invalidate: pullChanges,
}: {
  pull: PullRequest
  viewer: string
  /** What a merge changes besides the merge's own reads (the pull request feature's keys). */
  invalidate: readonly QueryKey[]
}) {
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const session = useStorageSession()
  const { repository } = useRepository()
  const { can } = useViewerAccess()
  const { submit, refresh, pending } = useChainMutation()
  const [step, setStep] = useState<MergeStep | null>(null)
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const branches = pullBranches(pull)
  const ref = { creator: viewer, repositoryId: repository.id, iid: pull.iid }
  const dao = useDaoMergeRoute(repository)
  const [note, setNote] = useState<string | null>(null)
  const daoProposal = useQuery({
    ...daoMergeProposalQuery(api, dao.route?.policy ?? '', repository.id, pull.iid),
    enabled: dao.route !== null,
  })

  const permission = useQuery(mergePermissionQuery(api, repository.id, pull.iid, viewer))
  const check = useQuery({
    ...mergeCheckQuery(session, branches ?? emptyBranches, viewer, pull.iid),
    enabled: branches !== null,
  })
  const baseSha = useQuery(
    refQuery(api, repository.ownerAddress, repository.name, 'branch', pull.base?.branch ?? ''),
  )
  // The head's tip on chain: a prepared merge commit must have it as a parent to be this PR's.
  const tips = usePullCommits(pull)
  const headSha = tips?.headSha ?? ''
  // The provider proposes the packfile to the signer of the tx that started the merge: the viewer,
  // also in a DAO (the member whose tx ran the proposal), never the DAO's policy.
  const pendingMerge = useQuery({
    ...pendingMergeQuery(api, session, repository.id, viewer, headSha),
    enabled: headSha !== '',
  })

  const running = step !== null && !['merged', 'failed', 'timeout'].includes(step.step)
  const mayMerge = permission.data === true && can('invokeMerge')

  // The merge ends with the step the person sees ("Merged."), not with its last tx: refreshed
  // then, the merge's own reads first (the pull request's refresh closes this box).
  const done = async () => {
    await refresh([
      pullsKeys.pendingMerges(api, repository.id, viewer),
      pullsKeys.commitShasAll(),
      pullsKeys.daoMergeProposal(api, dao.route?.policy ?? '', repository.id, pull.iid),
    ])
    await refresh(pullChanges)
  }
  /** Runs the DAO's passed merge proposal: the provider then prepares the merge for the viewer. */
  const execute = async (id: string) => {
    const tx = await submit({ failureShownInline: true, msgs: [groupExecMsg(viewer, id)] })
    if (!executedProposal(tx.events, id)) {
      void daoProposal.refetch()
      throw new ProposalWaiting(
        `Proposal #${id} has not passed yet: more members of ${dao.route?.daoName ?? 'the DAO'} must vote yes on the DAO's page.`,
      )
    }
    return eventAttribute(tx.events, 'TaskId')
  }

  /**
   * Nothing is approved before the merge commit is checked against git objects: parents exactly
   * [base, head] as the chain has them, and the tree their merge gives (README "Security"). The
   * provider that prepared the merge is asked for them; if it lies, the next merge goes elsewhere.
   */
  const approveAndMerge = async (proposal: PackfileUpdateProposal) => {
    if (!tips) throw new Error('The pull request is still loading')
    await session.runOn(proposal.provider, provider =>
      checkMergeCommit({
        base: { apiUrl: provider.apiUrl, repositoryId: tips.baseRepositoryId, sha: tips.baseSha },
        head: { apiUrl: provider.apiUrl, repositoryId: tips.headRepositoryId, sha: tips.headSha },
        mergeCommitSha: proposal.mergeCommitSha,
      }),
    )
    return submit({ failureShownInline: true, msgs: approveAndMergeMsgs(ref, proposal) })
  }

  /** Starts the merge, or proposes it to the DAO that votes on merges; the task id once it ran. */
  const invoke = async (provider: string) => {
    const baseCommit = baseSha.data ?? ''
    const route = dao.route
    const sent = await submitOrPropose({
      failureShownInline: true,
      msgs: [
        route
          ? invokeDaoMergePullRequestMsg(route.policy, ref, provider, baseCommit)
          : invokeMergePullRequestMsg(ref, provider, baseCommit),
      ],
      vote: route && {
        policyAddress: route.policy,
        proposer: viewer,
        title: `Merge pull request #${pull.iid}`,
        summary: pull.title,
      },
    })
    // A DAO proposal that did not pass at once: the members vote on it on the DAO's page.
    if (sent.kind === 'proposal' && !sent.proposal?.executed) {
      void daoProposal.refetch()
      throw new ProposalWaiting(
        `Proposal #${sent.proposal?.id ?? '?'} was submitted to ${route?.daoName ?? ''}. Once its members vote yes, come back here to finish the merge.`,
      )
    }
    return eventAttribute(sent.tx.events, 'TaskId')
  }

  const fail = (error: unknown) => {
    setStep(null)
    if (error instanceof ProposalWaiting) setNote(error.note)
    else setFailure(describeTxFailure(error))
  }

  /** The whole merge, from its first tx: the invoke (or its DAO proposal), or running a passed one. */
  const merge = async (start: () => Promise<string | null>) => {
    setFailure(null)
    setNote(null)
    try {
      const result = await runMerge({
        invoke: start,
        readProposal: () =>
          queryClient.fetchQuery(pendingMergeQuery(api, session, repository.id, viewer, headSha)),
        readTask: id => queryClient.fetchQuery(taskQuery(api, id)),
        approveAndMerge,
        onStep: setStep,
      })
      if (result.step === 'merged') await done()
      if (result.step === 'timeout') void pendingMerge.refetch()
    } catch (error) {
      fail(error)
    }
  }

  const resume = async (proposal: PackfileUpdateProposal) => {
    setFailure(null)
    setNote(null)
    try {
      await finishMerge({ approveAndMerge, onStep: setStep }, proposal)
      await done()
    } catch (error) {
      fail(error)
    }
  }

  const reject = async (proposal: PackfileUpdateProposal) => {
    setFailure(null)
    try {
      await submit({
        failureShownInline: true,
        msgs: [rejectPackfileUpdateMsg(viewer, proposal.id, 'merge abandoned by the user')],
        success: () => setStep(null),
        invalidate: [pullsKeys.pendingMerge(api, repository.id, viewer, headSha)],
      })
    } catch (error) {
      setFailure(describeTxFailure(error))
    }
  }

  const waiting =
    pendingMerge.data && !running && step?.step !== 'merged' ? pendingMerge.data : null
  const proposal = daoProposal.data && !running && step?.step !== 'merged' ? daoProposal.data : null
  // A proposal being voted on or passed is finished here; one that ran waits for its executor.
  const finishable = proposal?.state === 'voting' || proposal?.state === 'passed' ? proposal : null

  return (
    <section
      aria-label="Merge"
      className="flex flex-col gap-3 rounded-md border border-border p-4 text-sm"
    >
      {waiting ? (
        <>
          <p role="status" className="font-semibold">
            {dao.route
              ? `${dao.route.daoName} approved this merge: it is prepared and waiting for you to finish it.`
              : 'A merge is prepared and waiting for your approval.'}
          </p>
          <p className="text-fg-muted">
            The storage provider merged the branches as merge commit{' '}
            <code>{waiting.mergeCommitSha.slice(0, 7)}</code>.{' '}
            {dao.route
              ? 'Finish the merge to record it on chain, or reject it.'
              : 'Resume to record it on chain, or reject it.'}
          </p>
          <div className="flex gap-2">
            <Button variant="primary" disabled={pending} onClick={() => void resume(waiting)}>
              {dao.route ? 'Finish merge' : 'Resume merge'}
            </Button>
            <Button disabled={pending} onClick={() => void reject(waiting)}>
              Reject
            </Button>
          </div>
        </>
      ) : finishable && dao.route ? (
        <DaoMergeProposalNote
          proposal={finishable}
          daoName={dao.route.daoName}
          // The prepared merge is recognised by the head's tip: wait for it before starting.
          canFinish={mayMerge && !pending && headSha !== ''}
          onFinish={() => void merge(() => execute(finishable.id))}
        />
      ) : (
        <>
          {proposal?.state === 'ran' && dao.route && (
            <DaoMergeProposalNote proposal={proposal} daoName={dao.route.daoName} />
          )}
          <MergeabilityNote check={check} />
          {!mayMerge && permission.data !== undefined && (
            <p className="text-fg-muted">Only repository admins can merge pull requests.</p>
          )}
          {dao.route && (
            <p data-testid="proposal-notice" className="text-fg-muted">
              {dao.route.daoName} votes on merges: merging goes through a proposal.
            </p>
          )}
          {mayMerge && (
            <div>
              <Button
                variant="primary"
                disabled={
                  running ||
                  pending ||
                  check.data?.mergeable !== true ||
                  baseSha.data == null ||
                  headSha === '' ||
                  dao.loading
                }
                onClick={() => void merge(async () => invoke((await session.provider()).creator))}
              >
                {dao.route ? 'Propose merge' : 'Merge pull request'}
              </Button>
            </div>
          )}
        </>
      )}
      {step && (
        <p role="status" data-step={step.step} className="text-fg-muted">
          {step.step === 'failed' ? `${STEP_TEXT.failed} ${step.reason}` : STEP_TEXT[step.step]}
        </p>
      )}
      {note && (
        <p role="status" data-testid="proposal-waiting" className="text-fg-muted">
          {note}
        </p>
      )}
      <FailureNote failure={failure} />
    </section>
  )
}

const emptyBranches = {
  baseRepositoryId: '0',
  headRepositoryId: '0',
  baseBranch: '',
  headBranch: '',
}
