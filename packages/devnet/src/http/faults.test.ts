/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument -- JSON checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness.ts'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

async function control(body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(h.devnet.controlUrl, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

describe('fault control', () => {
  it('lists every endpoint with its fault state', async () => {
    const response = await fetch(h.devnet.controlUrl)
    const json = (await response.json()) as any
    expect(Object.keys(json.targets)).toEqual(['rest', 'rpc', 'provider-1', 'provider-2', 'node-1'])
    expect(json.targets.rest).toEqual({ latencyMs: 0, errorRate: 0, down: false })
  })

  it('takes one provider down while the other keeps answering, then brings it back', async () => {
    const [first, second] = h.devnet.providers
    const { json } = await control({ target: 'provider-1', down: true })
    expect(json.targets['provider-1'].down).toBe(true)
    await expect(fetch(`${first?.url}/healthz`)).rejects.toThrow()
    expect((await fetch(`${second?.url}/healthz`)).status).toBe(200)
    await control({ target: 'provider-1', down: false })
    expect((await fetch(`${first?.url}/healthz`)).status).toBe(200)
  })

  it('delays REST but not the control endpoint, and injects errors at the given rate', async () => {
    await control({ target: 'rest', latencyMs: 300 })
    const started = performance.now()
    expect((await fetch(`${h.devnet.restUrl}/cosmos/bank/v1beta1/params`)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    const controlStarted = performance.now()
    await fetch(h.devnet.controlUrl)
    expect(performance.now() - controlStarted).toBeLessThan(250)
    await control({ target: 'rest', latencyMs: 0, errorRate: 1 })
    const failed = await fetch(`${h.devnet.restUrl}/cosmos/bank/v1beta1/params`)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ message: 'injected fault: unavailable' })
    await control({ target: 'provider-2', errorRate: 1 })
    expect((await fetch(`${h.devnet.providers[1]?.url}/healthz`)).status).toBe(500)
    const reset = await fetch(`${h.devnet.controlUrl}/reset`, { method: 'POST' })
    expect(((await reset.json()) as any).targets['provider-2'].errorRate).toBe(0)
    expect((await fetch(`${h.devnet.restUrl}/cosmos/bank/v1beta1/params`)).status).toBe(200)
  })

  it('takes RPC down while REST stays up', async () => {
    await control({ target: 'rpc', down: true })
    await expect(fetch(`${h.devnet.rpcUrl}/status`)).rejects.toThrow()
    expect((await fetch(`${h.devnet.restUrl}/cosmos/bank/v1beta1/params`)).status).toBe(200)
    await control({ target: 'rpc', down: false })
    expect((await fetch(`${h.devnet.rpcUrl}/status`)).status).toBe(200)
  })

  it('answers 400 JSON for malformed control requests', async () => {
    expect((await control('not json')).status).toBe(400)
    const unknown = await control({ target: 'provider-9', down: true })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toContain('known: rest, rpc, provider-1, provider-2')
    expect((await control({ target: 'rest', errorRate: 2 })).status).toBe(400)
    expect((await control({ target: 'rest', latency: 5 })).status).toBe(400)
  })
})
