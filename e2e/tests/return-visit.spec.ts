// A return visit shows the last answers at once, says they are being refreshed, and replaces them
// when the chain answers (docs/performance.md, "Return visits").
import { createIssue } from '@gitopia-client/devnet/demo-msgs'
import { expect, test } from '../fixtures.ts'
import { wcagViolations } from '../support/axe.ts'
import { expectAnswersSaved, holdChainReads } from '../support/saved-answers.ts'
import { sendAs } from '../support/send.ts'
import { buildOwnedRepository } from '../support/world.ts'

test('a return visit shows the saved page while a slow node answers, then the fresh one', async ({
  page,
  stack,
}) => {
  const { owner, repository } = await buildOwnedRepository(stack, 'ret', {
    issues: ['Seen on the first visit'],
  })

  await page.goto(`${repository.path}/issues`)
  await expect(page.getByRole('link', { name: 'Seen on the first visit' })).toBeVisible()
  // The first visit saves its answers once the page has settled.
  await expectAnswersSaved(page)
  await sendAs(stack, owner.mnemonic, [
    createIssue({ id: owner.address, name: repository.name }, 'Opened since'),
  ])

  // The nodes now answer only when the test lets them (a very slow node).
  const reads = await holdChainReads(page, stack)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Seen on the first visit' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Showing saved data' })).toHaveText(
    'Showing saved data · refreshing…',
  )
  await expect(page.getByRole('link', { name: 'Opened since' })).toHaveCount(0)
  expect(reads.held()).toBeGreaterThan(0)
  expect(
    await wcagViolations(page, { include: '[data-saved-answers]', tags: ['wcag2a', 'wcag2aa'] }),
  ).toEqual([])

  await reads.release()
  await expect(page.getByRole('link', { name: 'Opened since' })).toBeVisible()
  await expect(page.getByText('Showing saved data')).toHaveCount(0)
})
