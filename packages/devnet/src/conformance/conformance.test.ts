/**
 * Every GET path of the chain's published API (openapi/README.md) against a devnet with the demo
 * world and what buildWorld adds: each answers 200 with a body its schema accepts, or is one the
 * chain itself answers with an error here (ANSWERED_AS_ERROR) or does not serve (NOT_SERVED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from '../testing/harness.ts'
import { loadGetPaths } from './openapi.ts'
import { ANSWERED_AS_ERROR, NOT_SERVED, requestFor, type World } from './requests.ts'
import { SCHEMA_OVERRIDES } from './schema-overrides.ts'
import { buildWorld } from './world.ts'

const paths = loadGetPaths(SCHEMA_OVERRIDES)
let test: TestDevnet
let world: World

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${test.devnet.restUrl}${path}`)
  return { status: response.status, body: await response.json() }
}

const url = (path: string) => requestFor(path, world, test.devnet.providers[0]?.address ?? '')

beforeAll(async () => {
  test = await startTestDevnet({
    seed: 'demo',
    counterparties: 'all',
    blockTimeMs: 50,
    challengeIntervalBlocks: 3,
  })
  world = await buildWorld(test.devnet)
}, 120_000)
afterAll(() => test.close())

const served = paths.filter(p => !(p.path in NOT_SERVED) && !(p.path in ANSWERED_AS_ERROR))

describe("the chain's published API on the devnet", () => {
  it('answers at least 95 % of the GET paths with a 200 its schema accepts', () => {
    expect(served.length / paths.length).toBeGreaterThanOrEqual(0.95)
  })

  it.each(served.map(p => [p.path, p] as const))('%s', async (_, entry) => {
    const request = url(entry.path)
    const { status, body } = await getJson(request)
    expect(status, `${request} answered ${JSON.stringify(body)}`).toBe(200)
    expect(entry.check(body), request).toEqual([])
  })

  it.each(Object.entries(ANSWERED_AS_ERROR))('%s answers an error: %o', async (path, expected) => {
    const { status, body } = await getJson(url(path))
    expect(status).toBe(expected.status)
    expect(body).toMatchObject({ code: 5, details: [] })
  })

  it.each(Object.entries(NOT_SERVED))('%s is not served: %s', async path => {
    expect((await getJson(url(path))).status).toBe(501)
  })
})
