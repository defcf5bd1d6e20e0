import { DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { advanceChain } from '../support/clock.ts'
import { setFault } from '../support/faults.ts'
import { restJson } from '../support/rest.ts'

const hello = DEMO_REPOSITORIES.helloWorld

test.describe('the storage network', () => {
  test('/storage: stats, active providers with stake and liveness, params; a provider page', async ({
    page,
  }) => {
    await page.goto('/storage')
    await expect(page.getByRole('heading', { name: 'Storage network' })).toBeVisible()
    const stats = page.getByLabel('Network stats')
    await expect(stats).toContainText('Active providers2')
    const active = page.getByRole('table', { name: 'Active providers' })
    await expect(active.getByRole('row')).toHaveCount(3)
    await expect(active.getByRole('row').nth(1)).toContainText('provider-1')
    await expect(active.getByRole('row').nth(1)).toContainText('Active')
    await expect(active.getByRole('row').nth(1)).toContainText('1 LORE')
    await expect(page.getByText(/Challenge every\s*10 blocks/)).toBeVisible()
    // Providers answer the devnet's proof-of-storage challenges.
    await expect(page.getByRole('list', { name: 'Challenges' })).toContainText('Answered')
    await expect(active.getByRole('row').nth(1)).toContainText(/\d+ of \d+/)

    await active.getByRole('link', { name: 'provider-1' }).click()
    await expect(page).toHaveURL(/\/storage\/providers\/gitopia1/)
    await expect(page.getByRole('heading', { name: 'provider-1' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+$/ })).toBeVisible()
  })

  test("a repository's Storage tab: packfile, release assets", async ({ page }) => {
    await page.goto(`/${hello.owner}/${hello.name}`)
    await page.getByRole('link', { name: 'Storage', exact: true }).click()
    await expect(page).toHaveURL(`/${hello.owner}/${hello.name}/storage`)
    const packfile = page.getByLabel('Packfile')
    await expect(packfile).toContainText(/pack-[0-9a-f]{40}\.pack/)
    await expect(packfile).toContainText(/CID\s*baf/)
    await expect(page.getByRole('list', { name: 'Release assets' })).toContainText(
      'v1.0.0/hello-world-1.0.0.tar.gz',
    )
    await expect(page.getByRole('heading', { name: 'LFS objects' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pending updates' })).toBeVisible()
    await expect(page.getByText('No update waits for approval.')).toBeVisible()
  })
})

interface Challenge {
  readonly id: string
  readonly provider: string
  readonly status: string
}

test('a provider that stops answering challenges is jailed; the app never picks it while jailed', async ({
  page,
  stack,
}) => {
  const STORAGE = '/gitopia/gitopia/storage'
  const { providers } = await restJson<{
    providers: { creator: string; moniker: string; api_url: string }[]
  }>(stack.rest, `${STORAGE}/providers`)
  const first = providers.find(p => p.moniker === 'provider-1')
  const second = providers.find(p => p.moniker === 'provider-2')
  if (!first || !second) throw new Error('no provider-1 or provider-2')
  const { params } = await restJson<{
    params: { challenge_interval_blocks: string; challenge_period: string }
  }>(stack.rest, `${STORAGE}/params`)
  const periodSeconds = Number.parseFloat(params.challenge_period)
  const recentChallenges = async () =>
    (
      await restJson<{ challenges: Challenge[] }>(
        stack.rest,
        `${STORAGE}/challenges?pagination.reverse=true&pagination.limit=100`,
      )
    ).challenges
  try {
    await setFault(stack, 'provider-2', { missChallenges: true })
    // Three rounds of challenges at once; provider-1 answers its own, provider-2 none. Then the
    // chain's clock passes their deadline: three misses in a row jail provider-2. (Its challenges
    // may time out while provider-1 is still answering on a loaded machine: the chain's clock
    // runs on, so what counts is that it answered none, pending or timed out.)
    const issuedBefore = BigInt((await recentChallenges())[0]?.id ?? '0')
    await advanceChain(stack, { blocks: 3 * Number(params.challenge_interval_blocks) })
    const lastIssued = BigInt((await recentChallenges())[0]?.id ?? '0')
    await expect
      .poll(async () => {
        const issued = (await recentChallenges()).filter(
          c => BigInt(c.id) > issuedBefore && BigInt(c.id) <= lastIssued,
        )
        const of = (provider: string, statuses: readonly string[]) =>
          issued.filter(c => c.provider === provider && statuses.includes(c.status)).length
        return {
          first: of(first.creator, ['CHALLENGE_STATUS_PENDING']),
          second: of(second.creator, ['CHALLENGE_STATUS_PENDING', 'CHALLENGE_STATUS_TIMEOUT']) >= 3,
          secondAnswered: of(second.creator, [
            'CHALLENGE_STATUS_COMPLETED',
            'CHALLENGE_STATUS_FAILED',
          ]),
        }
      })
      .toEqual({ first: 0, second: true, secondAnswered: 0 })
    await advanceChain(stack, { seconds: periodSeconds + 1 })

    await page.goto('/storage')
    await expect(page.getByRole('table', { name: 'Jailed providers' })).toContainText('provider-2')
    const jailed = page.getByRole('table', { name: 'Jailed providers' }).getByRole('row').nth(1)
    await expect(jailed).toContainText(/Jailed\s+until/)
    await expect(page.getByRole('table', { name: 'Active providers' })).not.toContainText(
      'provider-2',
    )
    await expect(page.getByRole('list', { name: 'Liveness violations' })).toContainText(
      /provider-2\s*missed challenge/,
    )

    // A browser that had saved provider-2 switches to provider-1, says so, and never asks it.
    await page.evaluate(
      saved => {
        localStorage.setItem('storageProviderInfo', JSON.stringify(saved))
      },
      { creator: second.creator, api_url: second.api_url, moniker: second.moniker },
    )
    const asked: string[] = []
    page.on('request', request => {
      if (request.url().startsWith(second.api_url)) asked.push(request.url())
    })
    await page.goto(`/${hello.owner}/${hello.name}`)
    await expect(page.getByText('Storage provider provider-2 is no longer active')).toBeVisible()
    await expect(page.getByRole('region', { name: 'README' })).toBeVisible()
    expect(asked).toEqual([])
  } finally {
    await setFault(stack, 'provider-2', { missChallenges: false })
  }
  // Answering again, it is unjailed once its jail time is over: the chain's clock passes it.
  const { provider } = await restJson<{ provider: { jail_until: string } }>(
    stack.rest,
    `${STORAGE}/provider/${second.creator}`,
  )
  const { block } = await restJson<{ block: { header: { time: string } } }>(
    stack.rest,
    '/cosmos/base/tendermint/v1beta1/blocks/latest',
  )
  const jailLeft = (Date.parse(provider.jail_until) - Date.parse(block.header.time)) / 1000
  await advanceChain(stack, { seconds: Math.max(0, Math.ceil(jailLeft)) + 1 })
  await expect
    .poll(async () =>
      (
        await restJson<{ providers: { moniker: string }[] }>(
          stack.rest,
          `${STORAGE}/active-providers`,
        )
      ).providers.map(p => p.moniker),
    )
    .toContain('provider-2')
})
