import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet } from '../../node.ts'
import { startTestDevnet, type TestDevnet } from '../../testing/harness.ts'

let devnet: Devnet
let testnet: TestDevnet
const P = '/gitopia/gitopia/storage'

beforeAll(async () => {
  testnet = await startTestDevnet({
    providerPorts: [0, 0],
    seed: 'demo',
    challengeIntervalBlocks: 4,
    challengePeriodMs: 1_500,
  })
  devnet = testnet.devnet
}, 60_000)

afterAll(() => testnet.close())

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${devnet.restUrl}${P}${path}`)).json()) as T

interface ProviderJson {
  creator: string
  moniker: string
  jailed: boolean
  successful_challenges?: string
  total_challenges?: string
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

const providers = () => get<{ providers: ProviderJson[] }>('/providers').then(b => b.providers)
const byName = (list: ProviderJson[], name: string) => list.find(p => p.moniker === name)

describe('storage challenges', () => {
  it('providers answer challenges with proofs over the stored bytes and earn rewards', async () => {
    const list = await until(providers, all =>
      all.every(p => Number(p.successful_challenges ?? 0) >= 2),
    )
    for (const provider of list)
      expect(provider.total_challenges).toBe(provider.successful_challenges)
    const { challenges } = await get<{ challenges: { status: string }[] }>('/challenges')
    expect(challenges.some(c => c.status === 'CHALLENGE_STATUS_COMPLETED')).toBe(true)
    const first = list[0] as ProviderJson
    const { provider_rewards } = await get<{
      provider_rewards: { rewards: { amount: string }[] }
    }>(`/provider-rewards/${first.creator}`)
    expect(Number(provider_rewards.rewards[0]?.amount)).toBeGreaterThan(0)
  })

  it('a provider that misses challenges is jailed, leaves the active list, and comes back', async () => {
    devnet.setFault('provider-2', { missChallenges: true })
    const jailed = await until(providers, all => byName(all, 'provider-2')?.jailed === true)
    expect(byName(jailed, 'provider-1')?.jailed).toBe(false)
    const active = await get<{ providers: ProviderJson[] }>('/active-providers')
    expect(active.providers.map(p => p.moniker)).toEqual(['provider-1'])
    const { violations } = await get<{ violations: { provider: string; reason: string }[] }>(
      '/liveness-violations',
    )
    const address = byName(jailed, 'provider-2')?.creator
    expect(violations.filter(v => v.provider === address).length).toBeGreaterThanOrEqual(3)
    expect(violations[0]?.reason).toBe('missed challenge')
    const { liveness_stats } = await get<{
      liveness_stats: { current_liveness_ratio: number; is_jailed: boolean }
    }>(`/provider-liveness/${address}`)
    expect(liveness_stats.is_jailed).toBe(true)
    expect(liveness_stats.current_liveness_ratio).toBeLessThan(1)

    devnet.setFault('provider-2', { missChallenges: false })
    await until(providers, all => byName(all, 'provider-2')?.jailed === false, 30_000)
  }, 60_000)
})
