// Keyboard only: the first Tab offers "Skip to content", which jumps past the header; the header
// itself is reached in reading order. Editors that replace their button keep the focus.
import { DEMO_ACCOUNTS, DEMO_ISSUES, DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

const alice = DEMO_ACCOUNTS.alice

const hello = DEMO_REPOSITORIES.helloWorld

test('the first Tab offers a skip link past the header, in reading order otherwise', async ({
  page,
}) => {
  await page.goto(`/${hello.owner}/${hello.name}`)
  await expect(page.getByRole('heading', { name: 'README.md' })).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  // Without skipping, the header comes next, in the order it reads.
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Gitopia', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(skip).toBeFocused()

  // Enter skips: the next Tab lands in the page's content, not in the header.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null)
  expect(inMain).toBe(true)
  expect(page.url()).toMatch(new RegExp(`/${hello.owner}/${hello.name}$`))
})

test('editing labels and assignees keeps focus: into the editor, and back to Edit on Escape', async ({
  page,
}) => {
  await signInAt(
    page,
    `/${hello.owner}/${hello.name}/issues/${DEMO_ISSUES.docs.iid}`,
    alice,
    'alice',
  )
  const details = page.getByRole('complementary', { name: 'Issue details' })
  const edit = details.getByRole('button', { name: 'Edit labels and assignees' })
  await edit.focus()
  await page.keyboard.press('Enter')
  // Focus is inside the editor, so the next Tab reaches its first choice rather than the page's top.
  const assignees = details.getByRole('region', { name: 'Edit assignees' })
  await expect(assignees).toBeVisible()
  expect(await details.evaluate(aside => aside.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Tab')
  await expect(assignees.getByRole('checkbox', { name: 'Assign alice' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(assignees).toBeHidden()
  await expect(edit).toBeFocused()
})
