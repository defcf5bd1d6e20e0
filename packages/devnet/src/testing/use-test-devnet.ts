import type { DevnetOptions } from '../node.ts'
import { useForTheFile } from './for-the-file.ts'
import { startTestDevnet, type TestDevnet } from './harness.ts'

/**
 * One devnet for a test file: started before its first test, stopped (its home removed) after the
 * last. Read `devnet` and `home` inside tests and hooks, once it has started.
 */
export function useTestDevnet(options: Partial<DevnetOptions> = {}): TestDevnet {
  return useForTheFile(
    'the test devnet',
    () => startTestDevnet(options),
    devnet => devnet.close(),
    30_000,
  )
}
