/* eslint-disable @typescript-eslint/no-explicit-any -- the REST JSON is checked by the tests' assertions */
import { afterAll, beforeAll, expect } from 'vitest'
import { startHarness, type Harness } from './harness.ts'

export interface TestPlatform {
  /** Signs as alice or bob; keeper failures come back as committed txs with their log. */
  readonly send: (
    name: 'alice' | 'bob',
    msgs: readonly { type: string; value: Record<string, unknown> }[],
  ) => ReturnType<Harness['send']>
  /** GET under `/gitopia/gitopia/gitopia`, the JSON as it comes. */
  readonly rest: (path: string) => Promise<{ status: number; body: Record<string, any> }>
  /** GET on the REST server; `path` is absolute. */
  readonly get: Harness['get']
}

/**
 * For the gitopia module tests: a devnet on which alice and bob are users, started before the
 * file's tests and stopped after them.
 */
export function useTestPlatform(): TestPlatform {
  let harness: Harness | undefined
  beforeAll(async () => {
    harness = await startHarness()
    for (const name of ['alice', 'bob'] as const) {
      const result = await harness.send(name, [
        { type: 'MsgCreateUser', value: { username: name, name, bio: '', avatarUrl: '' } },
      ])
      expect(result.code).toBe(0)
    }
  }, 30_000)
  afterAll(() => harness?.close())
  const h = () => {
    if (!harness) throw new Error('the test platform starts in beforeAll')
    return harness
  }
  return {
    send: (name, msgs) => h().send(name, msgs),
    rest: path => h().get(`/gitopia/gitopia/gitopia${path}`),
    get: path => h().get(path),
  }
}
