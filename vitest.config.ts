import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Most files wait on a devnet's blocks rather than the CPU: two at a time finish the devnet's
    // files in 0.67 of the time on 2 cores (Vitest's default runs one there: cores - 1).
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.devnet.config.ts',
    ],
  },
})
