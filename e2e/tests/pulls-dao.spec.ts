import { forkRepository } from '@gitopia-client/devnet/demo-msgs'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { createSoleMemberDao, daoAccountsOf } from '../support/dao.ts'
import { openDevelopPullRequest } from '../support/git-push.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'

const G = '/gitopia/gitopia/gitopia'

test('a DAO that votes on merges: "Propose merge" runs the merge proposal, the proposer approves the prepared packfile and records the merge', async ({
  page,
  stack,
}) => {
  test.setTimeout(150_000)
  const alice = DEMO_ACCOUNTS.alice
  const dao = `mergers-${Date.now().toString(36)}`
  await createSoleMemberDao(stack, alice, {
    name: dao,
    description: 'Merges by proposal',
    config: { requirePullRequestProposal: true },
  })
  // The DAO's fork of alice/hello-world; `develop` is ahead of `master`.
  await sendAs(stack, alice.mnemonic, [
    forkRepository({ id: 'alice', name: 'hello-world' }, dao, 'hello-world'),
  ])
  await openDevelopPullRequest(
    stack,
    alice.mnemonic,
    { id: dao, name: 'hello-world' },
    'Release develop, decided by the DAO',
  )
  const master = async () =>
    (
      await restJson<{ Branch: { sha: string } }>(
        stack.rest,
        `${G}/${dao}/repository/hello-world/branch/master`,
      )
    ).Branch.sha
  const before = await master()

  await signInAt(page, `/${dao}/hello-world/pulls/1`, alice, 'alice')
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge.getByTestId('proposal-notice')).toContainText(
    `${dao} votes on merges: merging goes through a proposal.`,
  )
  await expect(merge).toContainText('This branch has no conflicts with the base branch.', {
    timeout: 20_000,
  })
  await expect(merge.getByRole('button', { name: 'Merge pull request' })).toHaveCount(0)
  // alice holds all the weight: the proposal passes at once and runs.
  await merge.getByRole('button', { name: 'Propose merge' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 60_000 })
  expect(await master()).not.toBe(before)

  // One DAO decision: the merge. The provider proposed the packfile to alice, whose tx ran it.
  const { policy } = await daoAccountsOf(stack.rest, dao)
  const proposals = await restJson<{
    proposals: { executor_result: string; messages: { '@type': string }[] }[]
  }>(stack.rest, `/cosmos/group/v1/proposals_by_group_policy/${policy}`)
  expect(
    proposals.proposals.map(p => [p.executor_result, p.messages.map(m => m['@type'])]),
  ).toEqual([
    ['PROPOSAL_EXECUTOR_RESULT_SUCCESS', ['/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest']],
  ])
})
