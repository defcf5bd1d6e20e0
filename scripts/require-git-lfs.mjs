// The devnet's LFS tests push and clone with Debian's git-lfs; fail at once, with the fix, when it is missing.
import { spawnSync } from 'node:child_process'

const probe = spawnSync('git', ['lfs', 'version'], { encoding: 'utf8' })
if (probe.status !== 0) {
  console.error(
    'git-lfs was not found (`git lfs version` failed). Install it with:\n\n  sudo apt-get install -y git-lfs\n',
  )
  process.exit(1)
}
