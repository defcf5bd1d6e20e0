import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Refusing forced pushes to branches whose `allowForcePush` is false, as the real provider's
 * pre-receive hook does (gitopia-storage hooks/gitopia-pre-receive): an update of an existing
 * branch to a commit that does not descend from the old one is refused, with the hook's message,
 * and git refuses the whole push. New and deleted branches, tags and branches the chain does not
 * know pass. The provider asks the chain before each push and hands the hook the branches that
 * say no (`DENIED_VARIABLE`, one name per line); git runs it with the pushed objects in quarantine.
 */
const DENIED_VARIABLE = 'GITOPIA_FORCE_PUSH_DENIED'

/** The real hook's words (its `NonFFErr`), then which branch and where the setting is. */
export const NON_FAST_FORWARD_MESSAGE = 'non fast-forward pushes are not allowed'

const HOOK = `#!/bin/sh
status=0
while read -r old new ref; do
  case "$ref" in refs/heads/*) branch=\${ref#refs/heads/} ;; *) continue ;; esac
  case "$old" in *[!0]*) ;; *) continue ;; esac
  case "$new" in *[!0]*) ;; *) continue ;; esac
  printf '%s\\n' "$${DENIED_VARIABLE}" | grep -Fqx -e "$branch" || continue
  if ! git merge-base --is-ancestor "$old" "$new"; then
    echo "${NON_FAST_FORWARD_MESSAGE}" >&2
    echo "force push is off for branch $branch (the repository's settings)" >&2
    status=1
  fi
done
exit $status
`

const installed = new Map<string, Promise<string>>()

/** Writes the hook under `root` once per process; resolves with its hooks directory. */
function hooksDirectory(root: string): Promise<string> {
  let pending = installed.get(root)
  if (!pending) {
    pending = (async () => {
      const dir = join(root, '.hooks')
      await mkdir(dir, { recursive: true })
      const file = join(dir, 'pre-receive')
      await writeFile(file, HOOK)
      await chmod(file, 0o755)
      return dir
    })()
    installed.set(root, pending)
    pending.catch(() => installed.delete(root))
  }
  return pending
}

/** The environment that makes `git receive-pack` run the hook for the given branches. */
export async function forcePushGuard(
  root: string,
  deniedBranches: readonly string[],
): Promise<Record<string, string>> {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'core.hooksPath',
    GIT_CONFIG_VALUE_0: await hooksDirectory(root),
    [DENIED_VARIABLE]: deniedBranches.join('\n'),
  }
}
