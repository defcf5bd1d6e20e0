import { spawn } from 'node:child_process'

/** A git invocation that failed: the exit code and stderr, for logs and 4xx/5xx mapping. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args[0] ?? ''} failed (${String(code)}): ${stderr.trim().slice(0, 500)}`)
  }
}

export interface GitOptions {
  readonly input?: string | Buffer
  /** Extra environment, e.g. alternate object directories for cross-repository reads. */
  readonly env?: Readonly<Record<string, string>>
  /** Exit codes that are answers rather than failures (merge-tree exits 1 on conflicts). */
  readonly okCodes?: readonly number[]
}

export interface GitResult {
  readonly stdout: Buffer
  readonly code: number
}

/**
 * The environment every git child gets: no user/system config, no prompts, and literal pathspecs
 * so a file named `:(glob)*` is a file name, never pathspec magic.
 */
export function gitEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_LITERAL_PATHSPECS: '1',
    LANG: 'C',
    LC_ALL: 'C',
    ...extra,
  }
}

/**
 * Runs `git --git-dir=<repo> <args>` with an argument array (never a shell) and buffers stdout.
 * `repo` "" runs without a git dir (clone honours GIT_DIR, so it must not get one).
 */
export function git(
  repo: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', repo === '' ? args : [`--git-dir=${repo}`, ...args], {
      env: gitEnvironment(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', code => {
      const ok = code === 0 || (code !== null && (options.okCodes ?? []).includes(code))
      if (ok) resolve({ stdout: Buffer.concat(out), code: code ?? 0 })
      else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')))
    })
    child.stdin.on('error', () => undefined)
    child.stdin.end(options.input ?? '')
  })
}

export async function gitText(
  repo: string,
  args: readonly string[],
  options?: GitOptions,
): Promise<string> {
  return (await git(repo, args, options)).stdout.toString('utf8')
}

/**
 * Streams stdout line-free to `onChunk`; returning `false` stops the walk early (the child is
 * killed), which is how a last-commit search ends as soon as every entry is found.
 */
export function gitStream(
  repo: string,
  args: readonly string[],
  onChunk: (chunk: Buffer) => boolean,
  options: GitOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [`--git-dir=${repo}`, ...args], {
      env: gitEnvironment(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stopped = false
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => {
      if (stopped) return
      if (!onChunk(chunk)) {
        stopped = true
        child.kill()
      }
    })
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', code => {
      if (stopped || code === 0) resolve()
      else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')))
    })
  })
}

export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'
