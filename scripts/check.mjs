// `npm run check`: types and lint side by side (each keeps one core busy for over a minute), then
// the quick ones.
import { inTurn, runStep } from './steps.mjs'

const side = await Promise.all([runStep('typecheck'), runStep('lint')])
const after = await inTurn(['knip', 'format:check'])
process.exit(side.every(Boolean) && after ? 0 : 1)
