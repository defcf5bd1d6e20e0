// `npm run check`: two lanes, one per core. Lint alone takes longest, so the type check and then
// the quick ones (knip, format) run beside it instead of after it.
import { inTurn } from './steps.mjs'

const lanes = await Promise.all([
  inTurn(['typecheck', 'knip', 'format:check'], { stream: false }),
  inTurn(['lint'], { stream: false }),
])
process.exit(lanes.every(Boolean) ? 0 : 1)
