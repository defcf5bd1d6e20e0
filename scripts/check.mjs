// `npm run check`: two lanes, one per core. Lint alone takes longest, so the type check and then
// the quick ones (knip, format) run beside it instead of after it.
import { lane } from './steps.mjs'

const lanes = await Promise.all([lane(['typecheck', 'knip', 'format:check']), lane(['lint'])])
process.exit(lanes.every(Boolean) ? 0 : 1)
