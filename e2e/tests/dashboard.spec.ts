import {
  DEMO_ACCOUNTS,
  DEMO_DAOS,
  DEMO_GROUP_PROPOSALS,
  DEMO_ISSUES,
  DEMO_PULLS,
} from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

const alice = DEMO_ACCOUNTS.alice
const dao = DEMO_DAOS.devnet

test('signed out, /home says how to get a dashboard', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText(/Create or recover a wallet/)).toBeVisible()
  await expect(page.getByLabel('Dashboard')).toHaveCount(0)
})

test('alice sees her dashboard, switches to her DAO and back, and the choice survives reloads', async ({
  page,
}) => {
  // How many reads the dashboard sends (no request per row) is counted in
  // apps/web/src/features/dashboard/components/home-dashboard.test.tsx.
  await signInAt(page, '/home', alice, 'alice')

  const switcher = page.getByLabel('Dashboard')
  await expect(switcher).toHaveValue(alice.address)
  const yours = page.getByRole('list', { name: 'Yours repositories' })
  await expect(yours.getByRole('link', { name: 'alice/hello-world' })).toHaveAttribute(
    'href',
    '/alice/hello-world',
  )
  await expect(yours.getByRole('link', { name: 'alice/empty-repo' })).toBeVisible()
  await page.getByRole('tab', { name: /^DAOs/ }).click()
  await expect(
    page.getByRole('list', { name: 'DAOs repositories' }).getByRole('link', {
      name: `${dao.name}/dao-tools`,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Your DAOs' }).getByRole('link', { name: dao.name }),
  ).toHaveAttribute('href', `/daos/${dao.name}/dashboard`)
  await expect(page.getByTestId('dashboard-balance')).toHaveText(/^[\d.,]+ LORE$/)

  const activity = page.getByRole('list', { name: 'Recent activity' })
  const closed = activity
    .getByRole('listitem')
    .filter({ hasText: `closed issue #${DEMO_ISSUES.crash.iid}` })
  await expect(
    closed.getByRole('link', { name: `#${DEMO_ISSUES.crash.iid} ${DEMO_ISSUES.crash.title}` }),
  ).toHaveAttribute('href', `/alice/hello-world/issues/${DEMO_ISSUES.crash.iid}`)
  // People by name, and alice's own comments with their text.
  // Tests before this one in the worker add repositories at the top of the feed, so its oldest
  // demo entries may have scrolled out: bob shows by name in one that stays.
  await expect(activity.getByRole('listitem').filter({ hasText: /^bob / }).first()).toBeVisible()
  const nit = activity
    .getByRole('listitem')
    .filter({ hasText: `alice commented on pull request #${DEMO_PULLS.greeting.iid}` })
  await expect(nit).toContainText('Looks good. One nit: trim the parts first.')
  await expect(activity).not.toContainText('gitopia1')

  await switcher.selectOption({ label: `${dao.name} (DAO)` })
  await expect(page).toHaveURL(new RegExp(`/daos/${dao.name}/dashboard$`))
  await expect(page.getByTestId('profile-name')).toHaveText(dao.name)
  await page.reload()
  await expect(page.getByTestId('profile-name')).toHaveText(dao.name)
  // /home opens the remembered dashboard.
  await page.goto('/home')
  await expect(page).toHaveURL(new RegExp(`/daos/${dao.name}/dashboard$`))
  await expect(page.getByLabel('Dashboard')).toHaveValue(/^gitopia1/)

  await page.getByLabel('Dashboard').selectOption({ label: 'alice' })
  await expect(page).toHaveURL(/\/home$/)
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByLabel('Dashboard')).toHaveValue(alice.address)
})

test('a remembered dashboard that no longer exists falls back to the user’s own', async ({
  page,
}) => {
  await signInAt(page, '/home', alice, 'alice')
  await page.evaluate(address => {
    localStorage.setItem('currentDashboard', JSON.stringify({ [address]: 'gitopia1gone' }))
  }, alice.address)
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByLabel('Dashboard')).toHaveValue(alice.address)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('currentDashboard')))
    .toBe(JSON.stringify({ [alice.address]: alice.address }))
})

test('the DAO dashboard: profile, members with roles, repositories, treasury, proposals with tallies', async ({
  page,
}) => {
  await page.goto(`/daos/${dao.name}/dashboard`)
  await expect(page).toHaveTitle(`${dao.name} · DAO dashboard · Gitopia`)
  await expect(page.getByTestId('profile-name')).toHaveText(dao.name)
  await expect(page.getByTestId('profile-bio')).toHaveText(dao.description)
  const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem')
  await expect(members).toHaveCount(dao.members.length)
  await expect(members.filter({ hasText: 'Owner' })).toContainText('Weight 2')
  await expect(page.getByRole('link', { name: 'dao-tools' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Treasury' })).toBeVisible()

  const proposals = page.getByTestId('proposal')
  const sprint = proposals.filter({ hasText: DEMO_GROUP_PROPOSALS.docsSprint.title })
  await expect(sprint).toContainText('Voting')
  await expect(sprint.getByTestId('tally')).toContainText('Yes 3')
  await expect(sprint.getByTestId('tally')).toContainText('3 of 4 for yes, 60% needed')
  const logo = proposals.filter({ hasText: DEMO_GROUP_PROPOSALS.newLogo.title })
  await expect(logo.getByTestId('tally')).toContainText('Yes 2')
  // Newest first.
  await expect(proposals.first()).toContainText(DEMO_GROUP_PROPOSALS.newLogo.title)
  // Read-only for a visitor: no switcher, no "New".
  await expect(page.getByLabel('Dashboard')).toHaveCount(0)

  // A proposal's page: its threshold mark is labelled, each voter's weight makes up the "Yes 3".
  await sprint.getByRole('link', { name: DEMO_GROUP_PROPOSALS.docsSprint.title }).click()
  await expect(page.getByTestId('threshold-label')).toHaveText('60% yes needed')
  const votes = page.getByRole('list', { name: 'Votes' }).getByRole('listitem')
  await expect(votes.filter({ hasText: 'alice' })).toHaveText('aliceYes · weight 2')
  await expect(votes.filter({ hasText: 'bob' })).toHaveText('bobYes · weight 1')
})
