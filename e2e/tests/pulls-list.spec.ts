// The pull request list as the issue list: a state icon per row, Open / Merged / Closed with their
// counts from the chain, and the same filters (author, label, sort) kept in the URL.
import { DEMO_ACCOUNTS, DEMO_LABELS, DEMO_PULLS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'

const G = '/gitopia/gitopia/gitopia'
const REPO = '/alice/hello-world'

const chainCount = async (rest: string, state: string) =>
  Number(
    (
      await restJson<{ pagination: { total: string } }>(
        rest,
        `${G}/alice/hello-world/pull?option.state=${state}&pagination.limit=1&pagination.count_total=true`,
      )
    ).pagination.total,
  )

test('pull requests: state icons, Open/Merged/Closed counts, and filters by author and label', async ({
  page,
  stack,
}) => {
  // One open pull request carries the bug label, so the label filter has something to find.
  await sendAs(stack, DEMO_ACCOUNTS.alice.mnemonic, [
    {
      type: 'MsgAddPullRequestLabels',
      value: {
        repositoryId: { id: 'alice', name: 'hello-world' },
        iid: DEMO_PULLS.conflicting.iid,
        labelIds: [Number(DEMO_LABELS.bug.id)],
      },
    },
  ])
  const counts = {
    Open: await chainCount(stack.rest, 'OPEN'),
    Merged: await chainCount(stack.rest, 'MERGED'),
    Closed: await chainCount(stack.rest, 'CLOSED'),
  }
  expect(counts.Open).toBeGreaterThan(1)

  await page.goto(`${REPO}/pulls`)
  const states = page.getByRole('navigation', { name: 'Pull request state' })
  for (const [label, count] of Object.entries(counts))
    await expect(states.getByRole('link', { name: `${count} ${label}` })).toBeVisible()
  const rows = page.getByTestId('pull-row')
  await expect(rows).toHaveCount(Math.min(counts.Open, 25))
  // Every open row starts with the open icon; titles are links in bold, as issues.
  await expect(rows.getByRole('img', { name: 'Open' })).toHaveCount(await rows.count())
  const title = rows.getByRole('link', { name: DEMO_PULLS.conflicting.title })
  await expect(title).toHaveCSS('font-weight', '600')
  await expect(rows.filter({ hasText: DEMO_PULLS.conflicting.title })).toContainText('bug')

  // The label filter, from the list's own control.
  await page.getByText('Label ▾').click()
  // A click changes the URL, which then checks the box (check() would look before that).
  await page.getByRole('checkbox', { name: 'bug', exact: true }).click()
  await expect(page).toHaveURL(/[?&]label=bug/)
  await expect(page.getByRole('checkbox', { name: 'bug', exact: true })).toBeChecked()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(DEMO_PULLS.conflicting.title)
  await page.getByRole('link', { name: '✕ Clear filters' }).click()
  await expect(rows).toHaveCount(Math.min(counts.Open, 25))

  // By author: bob's only.
  await page.getByRole('searchbox', { name: 'Author' }).fill('bob')
  await page.getByRole('searchbox', { name: 'Author' }).press('Enter')
  await expect(page).toHaveURL(/[?&]author=bob/)
  await expect(rows.filter({ hasText: DEMO_PULLS.greeting.title })).toBeVisible()
  await expect(rows.filter({ hasNotText: 'by bob' })).toHaveCount(0)
  await page.goto(`${REPO}/pulls?author=nobody-here`)
  await expect(page.getByText('No pull requests match these filters.')).toBeVisible()

  // Closed ones show the closed icon.
  await page.goto(`${REPO}/pulls?state=closed`)
  await expect(states.getByRole('link', { name: `${counts.Closed} Closed` })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const closed = rows.filter({ hasText: DEMO_PULLS.develop.title })
  await expect(closed.getByRole('img', { name: 'Closed' })).toBeVisible()
})
