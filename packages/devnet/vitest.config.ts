import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'devnet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Files share one module cache per worker: cosmjs, the generated types and the devnet's
    // modules load once, which halves this suite's time (docs/architecture.md, "Tests").
    isolate: false,
  },
})
