import { afterAll, beforeAll } from 'vitest'
import type { DevnetOptions } from '../node.ts'
import { startTestDevnet, type TestDevnet } from './harness.ts'

/**
 * One devnet for a test file: started before its first test, stopped (its home removed) after the
 * last. Read `devnet` and `home` inside tests and hooks, once it has started.
 */
export function useTestDevnet(options: Partial<DevnetOptions> = {}): TestDevnet {
  let started: TestDevnet | undefined
  const current = () => {
    if (!started) throw new Error('the test devnet has not started yet')
    return started
  }
  beforeAll(async () => {
    started = await startTestDevnet(options)
  }, 30_000)
  afterAll(() => started?.close())
  return {
    get devnet() {
      return current().devnet
    },
    get home() {
      return current().home
    },
    close: () => current().close(),
  }
}
