// Typechecks every workspace project; one failing project fails the whole check.
import { spawnSync } from 'node:child_process'

const projects = ['packages/chain', 'packages/devnet', 'apps/web', 'apps/server', 'e2e', 'scripts']
let failed = false
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
