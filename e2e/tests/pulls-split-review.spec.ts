import { createPullRequest } from '@gitopia-client/devnet/demo-msgs'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'

const G = '/gitopia/gitopia/gitopia'

test('review comments in the split diff view: a line is commented from the split view and the thread shows in both views', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const title = `Split review ${Date.now().toString(36)}`
  await sendAs(stack, DEMO_ACCOUNTS.bob.mnemonic, [
    createPullRequest(
      title,
      { repository: { id: 'bob', name: 'hello-world' }, branch: 'conflicting' },
      { repository: { id: 'alice', name: 'hello-world' }, branch: 'develop' },
    ),
  ])
  const list = (await (
    await fetch(`${stack.rest}${G}/alice/hello-world/pull?pagination.limit=100`)
  ).json()) as { PullRequest: { iid: string; title: string }[] }
  const iid = list.PullRequest.find(pull => pull.title === title)?.iid ?? ''

  await signInAt(page, `/alice/hello-world/pulls/${iid}/files`, DEMO_ACCOUNTS.alice, 'alice')
  await page
    .getByRole('radiogroup', { name: 'Diff view' })
    .getByRole('radio', { name: 'Split' })
    .click()
  const lineButton = page.getByRole('button', { name: /^Comment on line \d+ of / }).first()
  const label = (await lineButton.getAttribute('aria-label')) ?? ''
  await lineButton.focus()
  await lineButton.click()
  await page.getByRole('textbox', { name: 'Review comment' }).fill('Commented side by side')
  await page.getByRole('button', { name: 'Add review comment' }).click()
  const thread = page.getByTestId('review-thread')
  await expect(thread).toContainText('Commented side by side', { timeout: 20_000 })
  // The same line in the unified view carries the same thread.
  await page
    .getByRole('radiogroup', { name: 'Diff view' })
    .getByRole('radio', { name: 'Unified' })
    .click()
  await expect(page.getByRole('button', { name: label })).toHaveCount(1)
  await expect(page.getByTestId('review-thread')).toContainText('Commented side by side')
})
