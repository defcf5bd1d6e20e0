import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'chain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Files share one module cache per worker: cosmjs and the generated types load once, which
    // halves this suite's time (docs/architecture.md, "Tests"). No file here starts a server.
    isolate: false,
  },
})
