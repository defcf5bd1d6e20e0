/* eslint-disable @typescript-eslint/no-explicit-any -- the REST JSON is checked by the tests' assertions */
import { expect } from 'vitest'
import { useForTheFile } from './for-the-file.ts'
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
  const harness = useForTheFile(
    'the test platform',
    async () => {
      const started = await startHarness()
      for (const name of ['alice', 'bob'] as const) {
        const result = await started.send(name, [
          { type: 'MsgCreateUser', value: { username: name, name, bio: '', avatarUrl: '' } },
        ])
        expect(result.code).toBe(0)
      }
      return started
    },
    started => started.close(),
    30_000,
  )
  return {
    send: (name, msgs) => harness.send(name, msgs),
    rest: path => harness.get(`/gitopia/gitopia/gitopia${path}`),
    get: path => harness.get(path),
  }
}
