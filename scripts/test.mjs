// `npm test`: everything. The build comes first (the end-to-end suite serves it), then the
// end-to-end suite runs beside the checks and the unit tests: its two workers spend much of their
// time waiting on blocks, pages and providers, and leave about one of the two cores idle, which the
// checks and the unit tests use (docs/architecture.md, "Tests"). Every step runs even after another
// fails, so one run reports every failure.
import { inTurn, runStep } from './steps.mjs'

// Each exits at once, saying how to install what is missing.
await import('./require-chromium.mjs')
await import('./require-git-lfs.mjs')

const started = Date.now()
if (!(await runStep('build'))) process.exit(1)
const [endToEnd, checksAndUnit] = await Promise.all([
  runStep('test:e2e', { stream: true }),
  inTurn(['check', 'test:unit']),
])
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
process.stdout.write(
  `\n> npm test: ${endToEnd && checksAndUnit ? 'passed' : 'FAILED'} in ${minutes} min` +
    ` (check and unit ${checksAndUnit ? 'passed' : 'failed'}, e2e ${endToEnd ? 'passed' : 'failed'})\n`,
)
process.exit(endToEnd && checksAndUnit ? 0 : 1)
