import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { askChainWorker } from './chain-process.ts'

/*
 * Pushing with real git to a devnet storage provider, the way a user does (HTTP Basic auth whose
 * password is an off-chain signed `git-push` authorization).
 */

const run = promisify(execFile)

/** Git LFS's filters given explicitly (no reliance on system config). */
const LFS_FILTERS = [
  'filter.lfs.clean=git-lfs clean -- %f',
  'filter.lfs.smudge=git-lfs smudge -- %f',
  'filter.lfs.process=git-lfs filter-process',
  'filter.lfs.required=true',
]

/** Runs git in `cwd` with no user or system config; `token` authorizes a push. */
export function git(
  cwd: string,
  args: readonly string[],
  options: { token?: string; lfs?: boolean; author?: string } = {},
) {
  const settings = [
    ...(options.lfs ? LFS_FILTERS : []),
    ...(options.token === undefined
      ? []
      : [
          `http.extraHeader=Authorization: Basic ${Buffer.from(`git:${options.token}`).toString('base64')}`,
        ]),
  ].flatMap(setting => ['-c', setting])
  const author = options.author ?? 'E2E'
  return run('git', [...settings, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'author@devnet.test',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'author@devnet.test',
    },
  })
}

/** The password a provider accepts for a push to `repositoryId` by the account of `mnemonic`. */
export async function pushToken(mnemonic: string, repositoryId: string): Promise<string> {
  return (await askChainWorker('pushToken', [mnemonic, repositoryId])) as string
}

/** The first active storage provider's API URL. */
export async function firstProvider(rest: string): Promise<string> {
  const { providers } = (await (
    await fetch(`${rest}/gitopia/gitopia/storage/active-providers`)
  ).json()) as { providers: { api_url: string }[] }
  const url = providers[0]?.api_url
  if (!url) throw new Error('no active provider')
  return url
}

/** The numeric id of `owner/name` (owner by username or address). */
export async function repositoryIdOf(rest: string, owner: string, name: string): Promise<string> {
  const response = await fetch(
    `${rest}/gitopia/gitopia/gitopia/user/${encodeURIComponent(owner)}/repository/${encodeURIComponent(name)}`,
  )
  const { Repository } = (await response.json()) as { Repository: { id: string } }
  return Repository.id
}

/**
 * Pushes a two-commit history to `repositoryId` as the account of `mnemonic`: `master` with a
 * README and `develop` one commit ahead (what a pull request of develop into master merges).
 */
export async function pushMasterAndDevelop(
  rest: string,
  mnemonic: string,
  repositoryId: string,
): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'e2e-push-'))
  try {
    await git(work, ['init', '--quiet', '--initial-branch=master', 'src'])
    const dir = join(work, 'src')
    await writeFile(join(dir, 'README.md'), '# App\n')
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'Start'])
    await git(dir, ['checkout', '--quiet', '-b', 'develop'])
    await writeFile(join(dir, 'CHANGES.md'), 'A change to merge\n')
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'Add changes'])
    const token = await pushToken(mnemonic, repositoryId)
    const provider = await firstProvider(rest)
    await git(dir, ['push', '--quiet', `${provider}/${repositoryId}.git`, 'master', 'develop'], {
      token,
    })
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
