import { devnetTestFiles, webProject } from './vitest.shared.ts'

// Files that need no devnet share one module cache per worker: the dependencies (React, happy-dom,
// cosmjs) load once, and the setup file resets the registry so the app's own modules start fresh
// in each file. That took these files from 250 s to 96 s, back to back on a loaded 2-core machine
// (docs/architecture.md, "Tests"). Files that start a devnet run apart (vitest.devnet.config.ts).
export default webProject('web', {
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: devnetTestFiles(),
  isolate: false,
})
