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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker; each worker has its own devnet (fixtures.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
      args: CHROMIUM_ARGS,
    },
  },
})
