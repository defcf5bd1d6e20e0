import { Button } from '@/ui/button.tsx'
import type { DaoMergeProposal } from '../model/dao-merge-proposal.ts'

const TEXT: Record<DaoMergeProposal['state'], (id: string, dao: string) => string> = {
  voting: (id, dao) =>
    `Proposal #${id} to merge this pull request is open for ${dao}'s vote. Once enough members voted yes, finish the merge here.`,
  passed: (id, dao) => `${dao} passed proposal #${id} to merge this pull request.`,
  ran: (id, dao) =>
    `${dao} ran proposal #${id} to merge this pull request: the member who executed it finishes the merge from this page.`,
}

/**
 * Where the DAO's proposal to merge this pull request stands. With `onFinish`, the viewer runs
 * it: the storage provider then prepares the merge for them to approve and record.
 */
export function DaoMergeProposalNote({
  proposal,
  daoName,
  canFinish = false,
  onFinish,
}: {
  proposal: DaoMergeProposal
  daoName: string
  canFinish?: boolean
  onFinish?: () => void
}) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" data-testid="dao-merge-proposal" className="font-semibold">
        {TEXT[proposal.state](proposal.id, daoName)}
      </p>
      {onFinish && (
        <div>
          <Button variant="primary" disabled={!canFinish} onClick={onFinish}>
            Finish merge
          </Button>
        </div>
      )}
    </div>
  )
}
