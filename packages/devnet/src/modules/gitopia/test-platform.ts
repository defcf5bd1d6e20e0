/* eslint-disable @typescript-eslint/no-explicit-any -- the REST JSON is checked by the tests' assertions */
import { expect } from 'vitest'
import { startHarness, type Harness } from '../../testing/harness.ts'

export interface TestPlatform {
  readonly h: Harness
  /** Signs as alice or bob; keeper failures come back as committed txs with their log. */
  readonly send: (
    name: 'alice' | 'bob',
    msgs: readonly { type: string; value: Record<string, unknown> }[],
  ) => ReturnType<Harness['send']>
  /** GET under `/gitopia/gitopia/gitopia`, the JSON as it comes. */
  rest(path: string): Promise<{ status: number; body: Record<string, any> }>
  close(): Promise<void>
}

/** For the gitopia module tests: a devnet on which alice and bob are users. */
export async function startTestPlatform(): Promise<TestPlatform> {
  const h = await startHarness()
  for (const name of ['alice', 'bob'] as const) {
    const result = await h.send(name, [
      { type: 'MsgCreateUser', value: { username: name, name, bio: '', avatarUrl: '' } },
    ])
    expect(result.code).toBe(0)
  }
  return {
    h,
    send: (name, msgs) => h.send(name, msgs),
    rest: path => h.get(`/gitopia/gitopia/gitopia${path}`),
    close: () => h.close(),
  }
}
