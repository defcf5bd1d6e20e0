// `npm test`: everything, one step after another: the checks, the unit tests, the build (the
// end-to-end suite serves it), the end-to-end suite. Every step runs even after another fails,
// so one run reports every failure. Running the end-to-end suite beside the checks and the unit
// tests saved about a minute but failed one or two journeys a run on load alone
// (docs/architecture.md, "Tests").
import { inTurn } from './steps.mjs'

// Each exits at once, saying how to install what is missing.
await import('./require-chromium.mjs')
await import('./require-git-lfs.mjs')

const started = Date.now()
const passed = await inTurn(['check', 'test:unit', 'build', 'test:e2e'])
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
process.stdout.write(`\n> npm test: ${passed ? 'passed' : 'FAILED'} in ${minutes} min\n`)
process.exit(passed ? 0 : 1)
