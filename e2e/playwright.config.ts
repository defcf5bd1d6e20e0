import { defineConfig } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: './tests',
  // Generous for a machine loaded far past its cores (two workers, each a devnet and a browser,
  // with other work beside them): a tx seen in the page can then take over 10 s. A passing test
  // waits no longer for it.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // A file's tests run in order in one worker; each worker has its own devnet (fixtures.ts).
  fullyParallel: false,
  // Two workers, each with its own devnet: a test mostly waits on blocks, pages and the other
  // processes, so on 2 cores two files at a time finish sooner (docs/architecture.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    // A failed test keeps its trace (DOM snapshots, network, console) but no screencast: recording
    // frames for every test cost about a sixth of the suite's CPU on 2 cores, and a failure's
    // snapshots show what the frames did. `--trace on` records everything when debugging.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // V8's top tier (TurboFan) compiles hot code on threads of its own, which seconds-long test
      // pages rarely live to use: stopping at Maglev cost six journey files 78-80 s of CPU instead
      // of 83-84 (runs alternated, on a loaded 2-core machine). Tests only: the benchmarks
      // launch with CHROMIUM_ARGS alone, as a visitor's browser runs.
      args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=2'],
    },
  },
})
