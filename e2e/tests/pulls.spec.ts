import { DEMO_ACCOUNTS, DEMO_PULLS } from '@gitopia-client/devnet/demo-world'
import { expect, test, isChainRead } from '../fixtures.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { countBroadcasts, signInAt, signOut } from '../support/ui.ts'

const G = '/gitopia/gitopia/gitopia'
const REPO = '/alice/hello-world'

const branchSha = async (rest: string, branch: string) =>
  (
    await restJson<{ Branch: { sha: string } }>(
      rest,
      `${G}/alice/repository/hello-world/branch/${encodeURIComponent(branch)}`,
    )
  ).Branch.sha

test('a pull request from a fork: opened, reviewed on a line, merged through the provider; the base moves and the linked issue closes', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  // An issue assigned to bob, which his pull request will resolve.
  const title = `Greeting for develop ${Date.now().toString(36)}`
  await sendAs(stack, DEMO_ACCOUNTS.alice.mnemonic, [
    {
      type: 'MsgCreateIssue',
      value: {
        title,
        description: '',
        labelIds: [],
        weight: 0,
        assignees: [DEMO_ACCOUNTS.bob.address],
        bountyAmount: [],
        bountyExpiry: 0,
        repositoryId: { id: 'alice', name: 'hello-world' },
      },
    },
  ])
  const issues = await restJson<{ Issue: { iid: string; title: string }[] }>(
    stack.rest,
    `${G}/alice/hello-world/issue?pagination.limit=100`,
  )
  const issueIid = issues.Issue.find(issue => issue.title === title)?.iid ?? ''

  // Bob compares his fork's branch with alice's develop and opens the pull request.
  await signInAt(page, `${REPO}/pulls`, DEMO_ACCOUNTS.bob, 'bob')
  await page.getByRole('link', { name: 'New pull request' }).click()
  // The branch fields suggest this repository's branches.
  await expect(page.locator('#compare-branches option[value="feature/login"]')).toHaveCount(1)
  await page.getByLabel('Base', { exact: true }).fill('develop')
  await page.getByLabel(/^Head/).fill('bob:feature/greeting-name')
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(
    /\/compare\/develop\.\.\.bob%3Afeature\/greeting-name$|\/compare\/develop\.\.\.bob:feature\/greeting-name$/,
  )
  await expect(page.getByTestId('compare-summary')).toContainText(
    /\d+ commits? · \d+ files? changed/,
  )
  await expect(page.getByTestId('diff-view')).toBeVisible()
  const form = page.getByRole('form', { name: 'Open a pull request' })
  await form.getByLabel('Title').fill('Greet by full name on develop')
  await form.getByLabel('Resolves issues').fill(`#${issueIid}`)
  await form.getByRole('button', { name: 'Create pull request' }).click()
  await expect(page).toHaveURL(/\/pulls\/\d+$/, { timeout: 20_000 })
  const iid = Number(/\/pulls\/(\d+)$/.exec(page.url())?.[1])
  await expect(page.getByRole('heading', { name: /Greet by full name on develop/ })).toBeVisible()
  await expect(page.getByTestId('pull-head')).toHaveText('bob/hello-world:feature/greeting-name')
  await expect(page.getByRole('region', { name: 'Linked issues' })).toContainText(`#${issueIid}`)

  // Reviewers, a label and an assignee, changed together in one transaction.
  const broadcasts = countBroadcasts(page)
  const details = page.getByRole('complementary', { name: 'Pull request details' })
  await details.getByRole('button', { name: 'Edit reviewers, labels and assignees' }).click()
  await details.getByLabel('Request review from someone else').fill('alice')
  await details
    .getByRole('region', { name: 'Edit reviewers' })
    .getByRole('button', { name: 'Add' })
    .click()
  await details.getByRole('checkbox', { name: 'enhancement', exact: true }).check()
  await details.getByRole('checkbox', { name: 'Assign bob', exact: true }).check()
  await details.getByRole('button', { name: 'Apply 3 changes' }).click()
  // Back to reading once the tx is in; `exact` so the edit sections do not count.
  await expect(
    details.getByRole('button', { name: 'Edit reviewers, labels and assignees' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(details.getByRole('region', { name: 'Reviewers', exact: true })).toContainText(
    'alice',
  )
  await expect(details.getByRole('region', { name: 'Labels', exact: true })).toContainText(
    'enhancement',
  )
  await expect(details.getByRole('region', { name: 'Assignees', exact: true })).toContainText('bob')
  expect(broadcasts.count()).toBe(1)

  // The fork's commits link to the fork, where they live.
  await page.getByRole('link', { name: 'Commits', exact: true }).click()
  const commitLink = page
    .getByRole('list', { name: 'Commits' })
    .getByRole('link', { name: /^Commit [0-9a-f]{7}$/ })
    .first()
  await expect(commitLink).toHaveAttribute('href', /^\/bob\/hello-world\/commit\/[0-9a-f]{40}$/)
  await commitLink.click()
  await expect(page).toHaveURL(/\/bob\/hello-world\/commit\/[0-9a-f]{40}$/)
  await page.goBack()

  // A review comment on a line of the diff.
  await page.getByRole('link', { name: 'Files changed' }).click()
  await expect(page.getByTestId('pull-stat')).toContainText('changed')
  const lineButton = page.getByRole('button', { name: /^Comment on line \d+ of / }).first()
  await lineButton.focus()
  await lineButton.click()
  await page
    .getByRole('textbox', { name: 'Review comment' })
    .fill('Should this handle an empty name?')
  await page.getByRole('button', { name: 'Add review comment' }).click()
  const thread = page.getByTestId('review-thread')
  await expect(thread).toContainText('Should this handle an empty name?', { timeout: 20_000 })
  // The author resolves the thread: it folds away, and can be shown again.
  await thread.getByRole('button', { name: 'Resolve conversation' }).click()
  await expect(thread).toHaveAttribute('data-resolved', 'true', { timeout: 20_000 })
  await expect(thread).not.toContainText('Should this handle an empty name?')
  await thread.getByRole('button', { name: 'Show' }).click()
  await expect(thread).toContainText('Should this handle an empty name?')
  // Bob may not merge: the chain wants an admin.
  await page.getByRole('link', { name: 'Conversation' }).click()
  await expect(page.getByRole('region', { name: 'Merge' })).toContainText(
    'Only repository admins can merge pull requests.',
  )

  // Alice merges: invoke → the provider's packfile → approve and merge in one tx.
  const developBefore = await branchSha(stack.rest, 'develop')
  await signOut(page)
  await signInAt(page, `${REPO}/pulls/${iid}`, DEMO_ACCOUNTS.alice, 'alice')
  const tabs = page.getByRole('navigation', { name: 'Repository' })
  await expect(tabs.getByTestId('pulls-count')).toBeVisible()
  const openPulls = Number(await tabs.getByTestId('pulls-count').textContent())
  const openIssues = Number(await tabs.getByTestId('issues-count').textContent())
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge).toContainText('This branch has no conflicts with the base branch.')
  await merge.getByRole('button', { name: 'Merge pull request' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 45_000 })
  // The tabs count one open pull request and one open issue (the linked one) fewer.
  await expect(tabs.getByRole('link', { name: `Pull requests ${openPulls - 1}` })).toBeVisible()
  await expect(tabs.getByRole('link', { name: `Issues ${openIssues - 1}` })).toBeVisible()
  const developAfter = await branchSha(stack.rest, 'develop')
  expect(developAfter).not.toBe(developBefore)
  // The timeline says so; the linked issue assigned to the author is closed.
  await expect(page.getByRole('main')).toContainText('merged')
  const issue = await restJson<{ Issue: { state: string } }>(
    stack.rest,
    `${G}/alice/hello-world/issue/${issueIid}`,
  )
  expect(issue.Issue.state).toBe('CLOSED')
  await page.goto(`${REPO}/pulls?state=merged`)
  await expect(
    page.getByTestId('pull-row').filter({ hasText: 'Greet by full name on develop' }),
  ).toBeVisible()
})

test('a pull request that conflicts says so and cannot be merged', async ({ page }) => {
  await signInAt(page, `${REPO}/pulls/${DEMO_PULLS.conflicting.iid}`, DEMO_ACCOUNTS.alice, 'alice')
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge).toContainText('This branch has conflicts that must be resolved')
  await expect(merge.getByRole('button', { name: 'Merge pull request' })).toBeDisabled()
})

test('a merge interrupted by a reload is resumed from the waiting proposal', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  // The first half happened in another tab that was closed: the provider prepared the merge.
  const repository = await restJson<{ Repository: { id: string } }>(
    stack.rest,
    `${G}/user/alice/repository/hello-world`,
  )
  const { providers } = await restJson<{ providers: { creator: string }[] }>(
    stack.rest,
    '/gitopia/gitopia/storage/active-providers',
  )
  const provider = providers[0]?.creator
  const masterBefore = await branchSha(stack.rest, 'master')
  await sendAs(stack, DEMO_ACCOUNTS.alice.mnemonic, [
    {
      type: 'MsgInvokeMergePullRequest',
      value: {
        repositoryId: Number(repository.Repository.id),
        iid: DEMO_PULLS.greeting.iid,
        provider,
        baseCommitSha: masterBefore,
      },
    },
  ])
  await expect
    .poll(
      async () =>
        (
          await fetch(
            `${stack.rest}/gitopia/gitopia/storage/packfile-update-proposal/${repository.Repository.id}/${DEMO_ACCOUNTS.alice.address}`,
          )
        ).status,
      { timeout: 20_000 },
    )
    .toBe(200)

  await signInAt(page, `${REPO}/pulls/${DEMO_PULLS.greeting.iid}`, DEMO_ACCOUNTS.alice, 'alice')
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge).toContainText('A merge is prepared and waiting for your approval.')
  await merge.getByRole('button', { name: 'Resume merge' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 30_000 })
  expect(await branchSha(stack.rest, 'master')).not.toBe(masterBefore)
})

test('opening a pull request’s files: a fixed number of chain and provider requests', async ({
  page,
  stack,
}, testInfo) => {
  const chain: string[] = []
  const provider: string[] = []
  page.on('request', request => {
    const url = new URL(request.url())
    if (isChainRead(stack, request.url())) chain.push(url.pathname)
    else if (request.method() === 'POST' && /^\/(pull|content|commits|diff)/.test(url.pathname))
      provider.push(url.pathname)
  })
  await page.goto(`${REPO}/pulls/${DEMO_PULLS.conflicting.iid}/files`)
  await expect(page.getByTestId('pull-stat')).toContainText('changed')
  await expect(page.getByTestId('diff-view').locator('[data-kind]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The diff loads as one page of files plus its totals; no request per file or per line.
  expect(provider.filter(path => path === '/pull/diff')).toHaveLength(2)
  expect(chain.length).toBeLessThanOrEqual(12)
  testInfo.annotations.push({
    type: 'pull request files cost',
    description: `${chain.length} chain requests (${[...new Set(chain.map(p => p.replace(/gitopia1[0-9a-z]+/g, '<addr>')))].join(', ')}), ${provider.length} provider requests (${provider.join(', ')})`,
  })
  console.log(testInfo.annotations.at(-1)?.description)
})
