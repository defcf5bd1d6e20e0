import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createPullRequest } from '@gitopia-client/devnet/demo-msgs'
import { askChainWorker } from './chain-process.ts'
import { sendAs } from './send.ts'

/*
 * Pushing with real git to a devnet storage provider, the way a user does (HTTP Basic auth whose
 * password is an off-chain signed `git-push` authorization), and the pull request a pushed branch
 * is for.
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

/** Writes `files` (path → content) under `dir`, making folders as needed. */
export async function writeFiles(
  dir: string,
  files: Readonly<Record<string, string | Uint8Array>>,
): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const parts = name.split('/')
    if (parts.length > 1) await mkdir(join(dir, ...parts.slice(0, -1)), { recursive: true })
    await writeFile(join(dir, ...parts), content)
  }
}

/** Commits everything in `dir`, even nothing. */
export async function commitAll(
  dir: string,
  message: string,
  options: { lfs?: boolean } = {},
): Promise<void> {
  await git(dir, ['add', '--all'], options)
  await git(dir, ['commit', '--quiet', '--allow-empty', '-m', message], options)
}

/** Pushes `refs` of the repository in `dir` to the first active provider, as the account of `mnemonic`. */
export async function pushRefs(
  rest: string,
  mnemonic: string,
  repositoryId: string,
  dir: string,
  refs: readonly string[],
  options: { lfs?: boolean } = {},
): Promise<void> {
  const token = await pushToken(mnemonic, repositoryId)
  const remote = `${await firstProvider(rest)}/${repositoryId}.git`
  await git(dir, ['push', '--quiet', remote, ...refs], { ...options, token })
}

/** One commit of `pushCommits`: the files it writes (path → content), on `branch`. */
export interface CommitSpec {
  readonly message: string
  readonly files: Readonly<Record<string, string | Uint8Array>>
  /** The branch of the commit before unless given (first master); a new one starts there. */
  readonly branch?: string
}

/**
 * Makes `commits` in turn in a new local repository and pushes every branch they are on to
 * `repositoryId` as the account of `mnemonic`; `lfsTrack` names the patterns Git LFS stores.
 * Answers the last commit's sha.
 */
export async function pushCommits(
  rest: string,
  mnemonic: string,
  repositoryId: string,
  commits: readonly CommitSpec[],
  { lfsTrack = [] }: { lfsTrack?: readonly string[] } = {},
): Promise<string> {
  const options = { lfs: lfsTrack.length > 0 }
  const dir = await mkdtemp(join(tmpdir(), 'e2e-push-'))
  try {
    await git(dir, ['init', '--quiet', '--initial-branch=master'], options)
    if (options.lfs) {
      await git(dir, ['lfs', 'install', '--local'], options)
      await git(dir, ['lfs', 'track', ...lfsTrack], options)
    }
    const branches = ['master']
    let current = 'master'
    for (const { message, files, branch = current } of commits) {
      if (branch !== current) {
        const start = !branches.includes(branch)
        await git(dir, ['checkout', '--quiet', ...(start ? ['-b'] : []), branch], options)
        if (start) branches.push(branch)
        current = branch
      }
      await writeFiles(dir, files)
      await commitAll(dir, message, options)
    }
    await pushRefs(rest, mnemonic, repositoryId, dir, branches, options)
    return (await git(dir, ['rev-parse', 'HEAD'])).stdout.trim()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
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
  await pushCommits(rest, mnemonic, repositoryId, [
    { message: 'Start', files: { 'README.md': '# App\n' } },
    { message: 'Add changes', files: { 'CHANGES.md': 'A change to merge\n' }, branch: 'develop' },
  ])
}

/**
 * Opens, as `mnemonic`, the pull request `title` of `develop` into `master` within `repository`
 * (owner and name), as after `pushMasterAndDevelop`; `fields` adds a description, linked issues….
 */
export async function openDevelopPullRequest(
  urls: { rest: string; rpc: string },
  mnemonic: string,
  repository: { id: string; name: string },
  title: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await sendAs(urls, mnemonic, [
    createPullRequest(
      title,
      { repository, branch: 'develop' },
      { repository, branch: 'master' },
      fields,
    ),
  ])
}
