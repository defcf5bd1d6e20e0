// A person's first hour: a wallet made in the browser gets LORE (or a fee grant) from the
// network's faucet, picks a username and creates a repository without leaving the app.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { encode } from 'uqr'
import { expect, test } from '../fixtures.ts'
import { balanceOf, closeWalletMenu, PASSWORD, unlockPrompt, userOf } from '../wallet-helpers.ts'
import { createWallet, openWalletMenu } from '../support/wallet.ts'

const getLoreStep = (page: Page) => page.getByRole('region', { name: 'Get LORE' })

/** A newcomer opens /home and creates a wallet named `name`; answers its address. */
async function newWalletAtHome(page: Page, name: string): Promise<string> {
  await page.goto('/home')
  await createWallet(page, name)
  const address = await (await openWalletMenu(page)).getByTestId('wallet-address').innerText()
  await closeWalletMenu(page)
  return address
}

/** Creates the user through the profile page (reached in the app: a reload would lock). */
async function pickUsername(page: Page, username: string) {
  await (await openWalletMenu(page)).getByRole('link', { name: 'Profile' }).click()
  const form = page.getByRole('form', { name: 'Create user' })
  await form.getByLabel('Username').fill(username)
  await form.getByRole('button', { name: 'Create user' }).click()
  const approve = unlockPrompt(page, 'Approve with your password')
  await approve.getByLabel('Password').fill(PASSWORD)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
}

test('a new wallet gets LORE from the faucet, is told when it asks too often, picks a username and creates a repository', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const address = await newWalletAtHome(page, 'newcomer')
  // The checklist on /home ticks each first step from what the chain and the wallet say.
  const checklist = page.getByRole('region', { name: 'Getting started' })
  const progress = checklist.getByTestId('getting-started-progress')
  await expect(progress).toHaveText('0 of 4 done')

  // The step shows on /home while the wallet cannot pay a fee, with the address to send LORE to.
  const step = getLoreStep(page)
  await expect(step.getByTestId('funding-address')).toHaveText(address)
  await expect(step.getByRole('img', { name: `QR code of ${address}` })).toBeVisible()
  await step.getByRole('button', { name: 'Get LORE from the faucet' }).click()
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')
  await expect(step).toBeHidden()
  expect(await balanceOf(stack.rest, address)).toBe(10_000_000n)
  await expect(progress).toHaveText('1 of 4 done')

  // Asking again within the minute: the faucet's reason, as it gives it.
  await (await openWalletMenu(page)).getByRole('link', { name: 'Get LORE' }).click()
  await expect(page.getByRole('heading', { name: 'Get LORE', level: 1 })).toBeVisible()
  await expect(page.getByText('Your wallet can pay its fees now.')).toBeVisible()
  await getLoreStep(page).getByRole('button', { name: 'Get LORE from the faucet' }).click()
  await expect(getLoreStep(page).getByRole('alert')).toHaveText(
    /^This address already got LORE from the faucet in the last 60 s; try again in \d+ s\.$/,
  )

  const username = `newcomer-${Date.now().toString(36)}`
  await pickUsername(page, username)

  // The header's "New" menu leads to the repository form.
  await page.getByRole('banner').getByRole('button', { name: 'New' }).click()
  await page
    .getByRole('region', { name: 'Create new' })
    .getByRole('link', { name: 'New repository' })
    .click()
  await page.getByLabel('Repository name').fill('first-repo')
  await expect(page.getByTestId('name-status')).toHaveText('first-repo is available.')
  await page.getByRole('button', { name: 'Create repository' }).click()
  await expect(page).toHaveURL(`/${username}/first-repo`, { timeout: 20_000 })

  // Back home: only the backup is left, until the checklist is dismissed for good.
  await page.getByRole('banner').getByRole('link', { name: 'Gitopia', exact: true }).click()
  await expect(progress).toHaveText('3 of 4 done')
  await expect(checklist.getByRole('listitem').first()).toContainText('(to do)')
  await checklist.getByRole('button', { name: 'Dismiss' }).click()
  await expect(checklist).toBeHidden()
})

test('in grant mode the faucet grants a fee allowance that pays the first transaction', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const address = await newWalletAtHome(page, 'granted')
  await getLoreStep(page).getByRole('button', { name: 'Request a fee grant' }).click()
  await expect(getLoreStep(page)).toBeHidden()

  const username = `granted-${Date.now().toString(36)}`
  await pickUsername(page, username)
  expect(await userOf(stack.rest, address)).toMatchObject({ username })
  // The allowance paid the fee: the wallet still holds nothing.
  expect(await balanceOf(stack.rest, address)).toBe(0n)
})

test('the "New" menu reaches /daos/new anywhere, and a new issue or pull request on a repository', async ({
  page,
}) => {
  await page.goto('/explore')
  const open = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'New' }).click()
    return page.getByRole('region', { name: 'Create new' })
  }
  let menu = await open()
  await expect(menu.getByRole('link')).toHaveText(['New repository', 'New DAO'])
  await menu.getByRole('link', { name: 'New DAO' }).click()
  await expect(page).toHaveURL('/daos/new')
  await expect(menu).toBeHidden()

  await page.goto('/alice/hello-world')
  menu = await open()
  await expect(menu.getByRole('link')).toHaveText([
    'New repository',
    'New DAO',
    'New issue',
    'New pull request',
  ])
  await menu.getByRole('link', { name: 'New issue' }).click()
  await expect(page).toHaveURL('/alice/hello-world/issues/new')
  await (await open()).getByRole('link', { name: 'New pull request' }).click()
  await expect(page).toHaveURL('/alice/hello-world/compare')
})

/**
 * The app served as an operator would without a faucet (`npm run serve` with a network file that
 * names none): the test stack's own network, its faucet left out.
 */
async function serveWithoutFaucet(app: string) {
  const html = await (await fetch(`${app}/home`)).text()
  const config = JSON.parse(/id="app-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    network: Record<string, unknown>
  }
  const { faucet, ...network } = config.network
  expect(faucet).toBeTruthy()
  const dir = await mkdtemp(join(tmpdir(), 'no-faucet-'))
  await writeFile(join(dir, 'network.json'), JSON.stringify({ network }))
  const root = resolve(import.meta.dirname, '../..')
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'scripts/serve.ts', '--network', join(dir, 'network.json')],
      ...['--port', '0', '--dist', 'apps/web/dist-e2e'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, INIT_CWD: root } },
  )
  const url = await new Promise<string>((done, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /SERVE_READY (\{.*\})/.exec(output)
      if (ready?.[1]) done((JSON.parse(ready[1]) as { url: string }).url)
    })
    child.once('exit', code => fail(new Error(`serve exited with ${code}:\n${output}`)))
  })
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** The dark modules of a QR code drawn as one SVG path of unit squares (`M{x} {y}h1v1h-1z`). */
function modulesOf(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`))
}

test('without a faucet, the Get LORE step gives the other ways and the address, to copy or scan', async ({
  browser,
  stack,
}) => {
  const served = await serveWithoutFaucet(stack.app)
  const context = await browser.newContext({
    baseURL: served.url,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  try {
    const page = await context.newPage()
    const address = await newWalletAtHome(page, 'no-faucet')

    const step = getLoreStep(page)
    await expect(step.getByRole('heading', { name: 'How to get LORE' })).toBeVisible()
    await expect(step.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/assets')
    await expect(step.getByRole('button', { name: /faucet|fee grant/ })).toHaveCount(0)
    await expect(step.getByTestId('funding-address')).toHaveText(address)

    // The copy button puts exactly the address on the clipboard.
    await page.evaluate(() => navigator.clipboard.writeText('something else'))
    await step.getByRole('button', { name: 'Copy address' }).click()
    await expect(step.getByRole('button', { name: 'Copy address' })).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    // The QR code holds the address: its modules, quiet zone aside, are the address's code.
    const qr = step.getByRole('img', { name: `QR code of ${address}` })
    await expect(qr).toBeVisible()
    const drawn = modulesOf((await qr.locator('path').getAttribute('d')) ?? '')
    const quiet = 4
    const encodings = (['L', 'M', 'Q', 'H'] as const).map(ecc => {
      const { data } = encode(address, { ecc, border: 0 })
      return new Set(
        data.flatMap((row, y) =>
          row.flatMap((dark, x) => (dark ? [`${x + quiet},${y + quiet}`] : [])),
        ),
      )
    })
    expect(drawn.size).toBeGreaterThan(0)
    expect(
      encodings.some(
        expected => expected.size === drawn.size && [...expected].every(m => drawn.has(m)),
      ),
    ).toBe(true)
  } finally {
    await context.close()
    await served.stop()
  }
})
