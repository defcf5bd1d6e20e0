// The review sheet shows the text being signed (shortened, expandable), and after Confirm the
// button says the transaction waits for its block rather than "Signing…".
import { DEMO_ACCOUNTS, DEMO_ISSUES } from '@gitopia-client/devnet/demo-world'
import { expect, reviewSheet, test } from '../fixtures.ts'
import { buildUser } from '../support/world.ts'
import { resetFaults, setFault } from '../support/faults.ts'
import { signInAt } from '../support/ui.ts'

test.afterEach(async ({ stack }) => {
  await resetFaults(stack)
})

test('a comment is reviewed with its text, then waits for the block', async ({ page, stack }) => {
  await page.removeLocatorHandler(reviewSheet(page))
  const commenter = await buildUser(stack, 'reviewer')
  const iid = DEMO_ISSUES.docs.iid
  await signInAt(page, `/alice/hello-world/issues/${iid}`, commenter, commenter.username)
  const opening = 'The build script needs a README section. '
  const body = `${opening}${'It should list every step and flag. '.repeat(12)}The end.`
  await page.getByLabel('Comment', { exact: true }).fill(body)
  await page.getByRole('button', { name: 'Comment', exact: true }).click()

  const sheet = reviewSheet(page)
  const actions = sheet.getByRole('list', { name: 'Actions' })
  // The repository's owner by the name the chain gives it, its address beside it.
  const owner = DEMO_ACCOUNTS.alice.address
  await expect(actions).toContainText(
    `Comment on issue #${iid} in alice/hello-world (${owner.slice(0, 12)}...${owner.slice(-6)})`,
  )
  const text = actions.getByRole('blockquote', { name: 'Comment' })
  await expect(text).toContainText(opening)
  await expect(text).not.toContainText('The end.')
  await actions.getByRole('button', { name: `Show all ${body.length} characters` }).click()
  await expect(text).toHaveText(body)

  // A slow node stretches the wait for the block, so the button's words can be read.
  await setFault(stack, 'rpc', { latencyMs: 800 })
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  const form = page.getByRole('form', { name: 'Add a comment' })
  await expect(form.getByRole('button', { name: 'Waiting for the block…' })).toBeVisible()
  // Landed: the box is empty again and the comment is in the thread.
  await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('', { timeout: 30_000 })
  await expect(form.getByRole('button', { name: 'Comment', exact: true })).toBeVisible()
  await expect(page.getByText(body)).toBeVisible()
})
