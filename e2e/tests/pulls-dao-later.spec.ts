import type { Page } from '@playwright/test'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { createDaoMsg, daoAccountsOf, yesVoteMsg } from '../support/dao.ts'
import {
  openDevelopPullRequest,
  pushMasterAndDevelop,
  repositoryIdOf,
} from '../support/git-push.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { signInAt, signOut } from '../support/ui.ts'
import { buildWorld, userOf, type WorldUser } from '../support/world.ts'
import { PASSWORD, unlockPrompt } from '../wallet-helpers.ts'

const G = '/gitopia/gitopia/gitopia'

/**
 * A DAO of two fresh members with one vote each that needs both (60 %) to merge, owning a
 * repository whose `develop` is one commit ahead of `master`, and an open pull request of it.
 */
async function daoWithPullRequest(stack: StackUrls) {
  const world = await buildWorld(stack, { users: ['carol', 'dave'] })
  const carol = userOf(world, 'carol')
  const dave = userOf(world, 'dave')
  const dao = `later-${Date.now().toString(36)}`
  await sendAs(stack, carol.mnemonic, [
    createDaoMsg({
      name: dao,
      description: 'Merges once both agree',
      members: [{ address: carol.address }, { address: dave.address }],
      percentage: '0.6',
      config: { requirePullRequestProposal: true },
    }),
  ])
  const { address, policy } = await daoAccountsOf(stack.rest, dao)
  await sendAs(stack, carol.mnemonic, [
    { type: 'MsgCreateRepository', value: { name: 'app', owner: address, description: '' } },
  ])
  const repositoryId = await repositoryIdOf(stack.rest, dao, 'app')
  await pushMasterAndDevelop(stack.rest, carol.mnemonic, repositoryId)
  await openDevelopPullRequest(
    stack,
    carol.mnemonic,
    { id: dao, name: 'app' },
    'Ship develop once both members agree',
  )
  const proposals = async () =>
    (
      await restJson<{ proposals: { id: string; status: string; executor_result: string }[] }>(
        stack.rest,
        `/cosmos/group/v1/proposals_by_group_policy/${policy}`,
      )
    ).proposals
  const pullState = async () =>
    (await restJson<{ PullRequest: { state: string } }>(stack.rest, `${G}/${dao}/app/pull/1`))
      .PullRequest.state
  return { carol, dave, dao, proposals, pullState, path: `/${dao}/app/pulls/1` }
}

const vote = (stack: StackUrls, member: WorldUser, proposalId: string, execute: boolean) =>
  sendAs(stack, member.mnemonic, [yesVoteMsg(proposalId, member.address, { execute })])

/**
 * `daoWithPullRequest`, then carol proposes the merge from the pull request's page: her yes is half
 * the weight, so the proposal waits for dave. Adds the merge box and the proposal's id.
 */
async function mergeProposedByCarol(page: Page, stack: StackUrls) {
  const world = await daoWithPullRequest(stack)
  await signInAt(page, world.path, world.carol, world.carol.username)
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge).toContainText('This branch has no conflicts with the base branch.', {
    timeout: 30_000,
  })
  await merge.getByRole('button', { name: 'Propose merge' }).click()
  await expect(merge.getByTestId('proposal-waiting')).toContainText(
    `was submitted to ${world.dao}.`,
    { timeout: 30_000 },
  )
  const id = (await world.proposals())[0]?.id ?? ''
  return { ...world, merge, id }
}

test.describe.configure({ timeout: 240_000 })

test('a DAO merge proposal that passes later: the proposer comes back and finishes the merge in one click', async ({
  page,
  stack,
}) => {
  const { dave, dao, proposals, pullState, merge, id } = await mergeProposedByCarol(page, stack)
  expect((await proposals()).map(p => p.status)).toEqual(['PROPOSAL_STATUS_SUBMITTED'])
  await expect(merge.getByTestId('dao-merge-proposal')).toHaveText(
    `Proposal #${id} to merge this pull request is open for ${dao}'s vote. Once enough members voted yes, finish the merge here.`,
  )

  // dave votes yes later, without running it.
  await vote(stack, dave, id, false)
  await page.reload()
  await expect(merge.getByTestId('dao-merge-proposal')).toContainText(`Proposal #${id}`, {
    timeout: 30_000,
  })
  await expect(merge.getByRole('button', { name: 'Propose merge' })).toHaveCount(0)
  await merge.getByRole('button', { name: 'Finish merge' }).click()
  // The reload locked the wallet.
  const prompt = unlockPrompt(page)
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 90_000 })
  expect(await pullState()).toBe('MERGED')
  // One DAO decision: the merge proposal, run by carol's "Finish merge".
  expect((await proposals()).map(p => [p.id, p.executor_result])).toEqual([
    [id, 'PROPOSAL_EXECUTOR_RESULT_SUCCESS'],
  ])
})

test('a DAO merge proposal run by another member: that member finds the prepared merge on the pull request and finishes it', async ({
  page,
  stack,
}) => {
  const { dave, dao, pullState, path, merge, id } = await mergeProposedByCarol(page, stack)

  // dave's yes passes it and runs it at once: the provider prepares the merge for dave.
  await vote(stack, dave, id, true)
  await page.reload()
  await expect(merge.getByTestId('dao-merge-proposal')).toHaveText(
    `${dao} ran proposal #${id} to merge this pull request: the member who executed it finishes the merge from this page.`,
    { timeout: 30_000 },
  )
  expect(await pullState()).toBe('OPEN')

  await signOut(page)
  await signInAt(page, path, dave, dave.username)
  await expect(merge.getByRole('status').first()).toHaveText(
    `${dao} approved this merge: it is prepared and waiting for you to finish it.`,
    { timeout: 30_000 },
  )
  await merge.getByRole('button', { name: 'Finish merge' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 90_000 })
  expect(await pullState()).toBe('MERGED')
})
