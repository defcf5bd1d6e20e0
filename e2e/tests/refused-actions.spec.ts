// What the chain will refuse is said before it is tried, and a refusal the app could not foresee
// is one plain sentence beside the form, its raw log behind "Details", with no toast repeating it.
import { createIssue, createPullRequest } from '@gitopia-client/devnet/demo-msgs'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { buildOwnedRepository } from '../support/world.ts'
import { signIn, signInAt } from '../support/ui.ts'
import { PASSWORD, unlockPrompt } from '../wallet-helpers.ts'

const G = '/gitopia/gitopia/gitopia'
const HELLO = { id: 'alice', name: 'hello-world' }
const HEAD = 'develop'
const BASE = 'feature/login'
const REFUSAL =
  "This issue can't be closed while a linked pull request is open: merge or close the pull request first."

interface Pull {
  readonly iid: string
  readonly title: string
  readonly state: string
  readonly head: { branch: string }
  readonly base: { branch: string }
}

const openPulls = async (stack: StackUrls) =>
  (
    await restJson<{ PullRequest: Pull[] }>(
      stack.rest,
      `${G}/alice/hello-world/pull?pagination.limit=100`,
    )
  ).PullRequest.filter(pull => pull.state === 'OPEN')

const setPullState = (repositoryId: string, iid: string, state: 'OPEN' | 'CLOSED') => ({
  type: 'MsgSetPullRequestState',
  value: { repositoryId: Number(repositoryId), iid: Number(iid), state, commentBody: '' },
})

test('closing an issue with an open linked pull request: said beforehand, and a refusal is one sentence with details', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const alice = {
    send: (msgs: Parameters<typeof sendAs>[2]) => sendAs(stack, DEMO_ACCOUNTS.alice.mnemonic, msgs),
  }
  const { id } = (
    await restJson<{ Repository: { id: string } }>(
      stack.rest,
      `${G}/user/alice/repository/hello-world`,
    )
  ).Repository
  const setState = (iid: string, state: 'OPEN' | 'CLOSED') => setPullState(id, iid, state)
  // Only one open pull request per branch pair: close a leftover of an earlier attempt.
  const leftover = (await openPulls(stack)).filter(
    pull => pull.head.branch === HEAD && pull.base.branch === BASE,
  )
  if (leftover.length > 0) await alice.send(leftover.map(pull => setState(pull.iid, 'CLOSED')))

  const stamp = Date.now().toString(36)
  const issueTitle = `Login page copy ${stamp}`
  const pullTitle = `Reword the login page ${stamp}`
  await alice.send([createIssue(HELLO, issueTitle)])
  const issues = await restJson<{ Issue: { iid: string; title: string }[] }>(
    stack.rest,
    `${G}/alice/hello-world/issue?pagination.limit=100`,
  )
  const issueIid = issues.Issue.find(issue => issue.title === issueTitle)?.iid ?? ''
  await alice.send([
    createPullRequest(
      pullTitle,
      { repository: HELLO, branch: HEAD },
      { repository: HELLO, branch: BASE },
      { issueIids: [Number(issueIid)] },
    ),
  ])
  const pullIid = (await openPulls(stack)).find(pull => pull.title === pullTitle)?.iid ?? ''

  // Foreseen: the button is disabled and says why, next to it; the sidebar names the pull request.
  await signInAt(page, `/alice/hello-world/issues/${issueIid}`, DEMO_ACCOUNTS.alice, 'alice')
  await expect(
    page.getByRole('region', { name: 'Linked pull requests' }).getByRole('link'),
  ).toContainText(pullTitle)
  await page.getByLabel('Comment', { exact: true }).fill('Fixed by the pull request')
  const close = page.getByRole('button', { name: 'Close with comment' })
  await expect(close).toBeDisabled()
  await expect(close).toHaveAccessibleDescription(
    `This issue can't be closed while its linked pull request #${pullIid} is open: merge or close it first.`,
  )

  // Not foreseen: the pull request closes (the page learns it on reload), then reopens behind
  // the page's back. The chain refuses the close: one sentence beside the form, no toast.
  await alice.send([setState(pullIid, 'CLOSED')])
  await page.reload()
  // A reload locks the wallet: unlock it first, as a person would.
  await page.getByRole('banner').getByRole('button', { name: 'Unlock' }).click()
  const prompt = unlockPrompt(page)
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt).toBeHidden()
  await expect(
    page.getByRole('region', { name: 'Linked pull requests' }).getByRole('link'),
  ).toContainText('Closed')
  await alice.send([setState(pullIid, 'OPEN')])
  await page.getByLabel('Comment', { exact: true }).fill('Fixed by the pull request')
  await page.getByRole('button', { name: 'Close with comment' }).click()
  const form = page.getByRole('form', { name: 'Add a comment' })
  const failure = form.getByRole('alert')
  await expect(failure.getByText(REFUSAL, { exact: true })).toBeVisible()
  await expect(form.getByTestId('raw-log')).toBeHidden()
  await failure.getByText('Details').click()
  await expect(form.getByTestId('raw-log')).toContainText('linked pull request')
  await expect(page.getByTestId('toast-error')).toHaveCount(0)
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('Fixed by the pull request')
  await expect(page.getByTestId('issue-state')).toHaveText('Open')
  await alice.send([setState(pullIid, 'CLOSED')])
})

test('Fork on a repository that does not allow forks says why in words, and its admin where to change it', async ({
  page,
  stack,
}) => {
  // A new repository does not allow forks until its admin turns them on.
  const { owner, repository } = await buildOwnedRepository(stack, 'forkless')
  await page.goto(repository.path)
  const fork = page.getByRole('button', { name: 'Fork' })
  await expect(fork).toBeDisabled()
  await expect(fork).toHaveAccessibleDescription('Forking is turned off by the owner')

  await signIn(page, owner.mnemonic, owner.username)
  await expect(fork).toHaveAccessibleDescription('Forking is turned off · change in Settings')
  await page.getByRole('link', { name: 'change in Settings' }).click()
  await expect(page).toHaveURL(`${repository.path}/settings`)
  await expect(page.getByRole('button', { name: 'Allow forking' })).toBeVisible()
})
