import { DEMO_DAOS, DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { sendAs } from '../support/send.ts'
import { buildUser } from '../support/world.ts'
import { expect, test } from '../fixtures.ts'

const hello = DEMO_REPOSITORIES.helloWorld

test.describe('explore and search', () => {
  test('the header box (focused with /) finds repositories, users and DAOs by part of a name', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', dialog => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/home')
    // The shortcut works once the page is up (the header is rendered with it).
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await page.locator('body').press('/')
    const box = page.getByRole('searchbox', { name: 'Search Gitopia' })
    await expect(box).toBeFocused()
    await box.fill('hello')
    await box.press('Enter')
    await expect(page).toHaveURL('/explore?q=hello')
    await expect(page.getByRole('status')).toContainText(/Searching \d+ repositories/)
    const results = page.getByRole('link', { name: `${hello.owner}/${hello.name}`, exact: true })
    await expect(results.first()).toBeVisible()

    const filter = page.getByRole('searchbox', { name: 'Filter by name' })
    await filter.fill('bo')
    await page.getByRole('button', { name: 'Users' }).click()
    await expect(page.getByRole('link', { name: 'bob', exact: true })).toBeVisible()

    await filter.fill('devnet')
    await page.getByRole('button', { name: 'DAOs' }).click()
    await expect(page.getByRole('link', { name: DEMO_DAOS.devnet.name, exact: true })).toBeVisible()
    await page.getByRole('link', { name: DEMO_DAOS.devnet.name, exact: true }).click()
    await expect(page).toHaveURL(`/${DEMO_DAOS.devnet.name}`)

    // Hostile names and descriptions in results stay text.
    await page.goto('/explore?q=hostile')
    await expect(page.getByRole('link', { name: 'mallory/hostile-readme' })).toBeVisible()
    expect(dialogs).toEqual([])
  })

  test('an exact name jumps straight there; a new repository appears after a refresh', async ({
    page,
    stack,
  }) => {
    await page.goto(`/explore?q=${hello.owner}/${hello.name}`)
    const exact = page.getByLabel('Exact match')
    await expect(exact).toContainText('Exact match · Repository')
    await exact.getByRole('link').click()
    await expect(page).toHaveURL(`/${hello.owner}/${hello.name}`)

    // The index is kept (IndexedDB) and brought up to date at the next visit.
    await page.goto('/explore?q=zebra')
    await expect(page.getByText('Nothing named like “zebra”.')).toBeVisible()
    const owner = await buildUser(stack, 'zoo')
    await sendAs(stack, owner.mnemonic, [
      {
        type: 'MsgCreateRepository',
        value: { name: 'zebra-stripes', owner: owner.address, description: 'A <b>striped</b> one' },
      },
    ])
    await page.reload()
    await expect(
      page.getByRole('link', { name: `${owner.username}/zebra-stripes`, exact: true }),
    ).toBeVisible()
    await expect(page.getByText('A <b>striped</b> one')).toBeVisible()
  })
})
